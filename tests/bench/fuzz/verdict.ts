import type { FuzzRequest } from './request'

/** What counts as a failure of an answer, and the tally of a run. */

/** An answer as a client saw it; `error` when there was none (reset, timeout). */
export type FuzzAnswer = {
  status: number
  headers: Record<string, string>
  body: Buffer
  error?: string
  /** Extra answers on the same socket (pipelined raw requests). */
  extra?: number
}

/** Failure classes; those in FATAL fail the run (a lost answer is counted and shown, as the issue asks). */
export type FailureClass =
  | 'status-5xx'
  | 'no-envelope'
  | 'leak'
  | 'no-answer'
  | 'canary'
  | 'validation-shape'
  | 'no-nosniff'

export const FATAL: readonly FailureClass[] = ['status-5xx', 'no-envelope', 'leak', 'canary']

/** Stack frames, SQL and driver texts, and files that must never reach a client. */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w$.<>[\] ]+ \((?:file:|node:|\/)[^)]*:\d+:\d+\)/,
  /\bat (?:file:|node:|\/)[^\s]+:\d+:\d+/,
  /node_modules/,
  /\bSELECT\b[\s\S]{0,80}\bFROM\b/i,
  /\b(?:INSERT INTO|UPDATE \S+ SET|DELETE FROM)\b/i,
  /\brelation "/,
  /syntax error/i,
  /Failed query/,
  /DrizzleQueryError|PGlite|PostgresError|violates \w+ constraint/,
  /(?:RangeError|TypeError|ReferenceError|SyntaxError): /,
  /Maximum call stack/,
  /root:x:0:0/,
  /"name": ?"shop-pwa"/,
  /^import .* from '[^']+'$/m,
  /\/work\/|\/home\/|\/root\//,
]

/** Whether `path` is an /api path (the envelope applies), after the server would normalise it. */
function isApiTarget(target: string): boolean {
  let path = target.split(/[?#]/)[0] ?? ''
  try {
    path = new URL(target, 'http://localhost').pathname
  } catch {
    // keep the raw path
  }
  return path === '/api' || path.startsWith('/api/')
}

/** The leak patterns an answer matches that its own request did not already hold (echoes are fine). */
function leaksOf(request: FuzzRequest, text: string): string[] {
  const decoded = (raw: string) => {
    try {
      return decodeURIComponent(raw.replaceAll('+', ' '))
    } catch {
      return raw
    }
  }
  const body = String(request.body ?? '').slice(0, 300_000)
  const sent = `${decoded(request.target)}\n${decoded(body)}\n${request.target}\n${JSON.stringify(request.headers)}\n${body}\n${request.raw?.toString('latin1') ?? ''}`
  const found: string[] = []
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(text)
    if (match && !sent.includes(match[0])) found.push(match[0].slice(0, 80))
  }
  return found
}

/** Why an answer lacks the envelope `{ success, code, … }` (null when it has it). */
function envelopeProblem(answer: FuzzAnswer, text: string): string | null {
  const type = answer.headers['content-type'] ?? ''
  if (!type.includes('json')) return `content-type ${type || 'none'}${text ? '' : ', empty body'}`
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null
    if (body === null || typeof body !== 'object') return 'JSON but not an object'
    if (typeof body.success !== 'boolean' || typeof body.code !== 'number') return 'no success/code'
    return null
  } catch {
    return 'not JSON'
  }
}

/** The failure classes of one answer (empty: a good answer). */
export function judge(request: FuzzRequest, answer: FuzzAnswer): { cls: FailureClass; why: string }[] {
  if (answer.error) return request.mayNotAnswer ? [] : [{ cls: 'no-answer', why: answer.error }]
  const failures: { cls: FailureClass; why: string }[] = []
  const text = answer.body.toString('utf8')
  if (answer.status >= 500) failures.push({ cls: 'status-5xx', why: `HTTP ${answer.status}` })
  const api = isApiTarget(request.target)
  const bodyless = request.method === 'HEAD' || answer.status === 304 || answer.status < 200
  if (api && !bodyless) {
    const problem = envelopeProblem(answer, text)
    if (problem) failures.push({ cls: 'no-envelope', why: problem })
    else if (answer.status === 400) {
      const body = JSON.parse(text) as { errCode?: unknown; field?: unknown }
      if (body.errCode !== 'VALIDATION' || typeof body.field !== 'string')
        failures.push({
          cls: 'validation-shape',
          why: `400 ${String(body.errCode)} field ${String(body.field)}`,
        })
    }
    if (!problem && answer.headers['x-content-type-options'] !== 'nosniff')
      failures.push({ cls: 'no-nosniff', why: 'no X-Content-Type-Options: nosniff' })
  }
  const leaks = leaksOf(request, text)
  if (leaks.length) failures.push({ cls: 'leak', why: leaks.join(' | ') })
  return failures
}
