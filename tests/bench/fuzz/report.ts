import type { FuzzRequest } from './request'
import type { Example, LogLine, Tally } from './tally'
import { FATAL, type FailureClass } from './verdict'

/** The slowest answer a run may have (issue 34): a request that blocks the server shows here first. */
export const SLOWEST_LIMIT_MS = 1_000

/** The printed summary of a fuzz run: counts, failures by input, one example each, server log lines. */

/** Classes listed input by input with an example each (the others by input kind only). */
const DETAILED: readonly FailureClass[] = [...FATAL, 'no-answer']
const ALL: readonly FailureClass[] = [...FATAL, 'no-answer', 'validation-shape', 'no-nosniff']

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text

/** Method, target, headers and body of a request in one short line each. */
function sketch(request: FuzzRequest): string[] {
  if (request.raw) return [`raw bytes ${JSON.stringify(cut(request.raw.toString('latin1'), 220))}`]
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'X-Request-Id' || !request.headers[name]?.startsWith('fuzz-'))
    .map(
      ([name, value]) =>
        `${name}: ${JSON.stringify(cut(value.replace(/Bearer [\w-]{43}$/, 'Bearer <token>'), 60))}`,
    )
  const body = request.body === undefined ? '-' : JSON.stringify(cut(String(request.body), 120))
  return [
    `${request.method} ${cut(request.target, 160)}`,
    `headers ${headers.join('; ') || '-'}${request.chunked ? ' (body chunked)' : ''}`,
    `body ${body}`,
  ]
}

function exampleLines(example: Example, logs: readonly LogLine[]): string[] {
  const log = example.requestId ? logs.find((line) => line.reqId === example.requestId) : undefined
  return [
    ...sketch(example.request),
    `→ ${example.status} (${example.why}) ${JSON.stringify(example.body)}`,
    ...(log ? [`server log: ${log.msg}: ${log.detail}`] : []),
  ].map((line) => `      ${line}`)
}

/** Error-level log lines grouped by message, each with its count and the input that caused it. */
function logLines(tally: Tally, logs: readonly LogLine[]): string[] {
  const groups = new Map<string, { count: number; first: LogLine; causes: Set<string> }>()
  for (const line of logs) {
    const key = `${line.msg} ${line.detail.replace(/"ms":[\d.]+|fuzz-[\w-]+|[0-9a-f-]{36}/g, '')}`
    const group = groups.get(key) ?? { count: 0, first: line, causes: new Set<string>() }
    group.count += 1
    const sent = line.reqId ? tally.sentIds.get(line.reqId) : undefined
    if (sent) group.causes.add(`${sent.route}: ${sent.request.kind} / ${sent.request.label}`)
    groups.set(key, group)
  }
  return [...groups.values()].flatMap(({ count, first, causes }) => [
    `  ${String(count).padStart(5)} × ${first.msg}: ${cut(first.detail, 200)}`,
    ...[...causes].slice(0, 8).map((cause) => `          after ${cause}`),
  ])
}

/** Prints the whole report. */
export function printReport(tally: Tally, logs: readonly LogLine[], heading: string): void {
  const out: string[] = [heading, '', `requests: ${tally.requests}`]
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a.localeCompare(b))
  out.push(`answers by status: ${statuses.map(([status, count]) => `${status}: ${count}`).join(', ')}`, '')
  out.push('class              answers  routes  fails the run')
  for (const cls of ALL) {
    const total = tally.byClass.get(cls)
    const fatal = FATAL.includes(cls) ? 'yes' : 'no'
    out.push(
      `${cls.padEnd(18)} ${String(total?.count ?? 0).padStart(7)}  ${String(total?.routes.size ?? 0).padStart(6)}  ${fatal}`,
    )
  }
  out.push(`server error-level log lines: ${logs.length}`)
  const slowest = tally.slowest
  if (slowest)
    out.push(
      `slowest answer: ${slowest.ms.toFixed(0)} ms (${slowest.route}: ${slowest.label}; limit ${SLOWEST_LIMIT_MS} ms)`,
    )
  if (tally.slowestMaximal.size) {
    out.push('slowest maximal body per call:')
    const rows = [...tally.slowestMaximal.values()].sort((a, b) => b.ms - a.ms)
    for (const row of rows) out.push(`  ${row.ms.toFixed(0).padStart(6)} ms  ${row.route}: ${row.label}`)
  }
  const groups = [...tally.groups.values()].sort(
    (a, b) =>
      ALL.indexOf(a.cls) - ALL.indexOf(b.cls) ||
      a.kind.localeCompare(b.kind) ||
      b.count - a.count ||
      a.label.localeCompare(b.label),
  )
  for (const cls of ALL) {
    const mine = groups.filter((group) => group.cls === cls)
    if (mine.length === 0) continue
    out.push('', `${cls}:`)
    if (!DETAILED.includes(cls)) {
      const kinds = new Map<string, { count: number; routes: Set<string> }>()
      for (const group of mine) {
        const kind = kinds.get(group.kind) ?? { count: 0, routes: new Set<string>() }
        kind.count += group.count
        for (const route of group.routes) kind.routes.add(route)
        kinds.set(group.kind, kind)
      }
      for (const [kind, total] of kinds)
        out.push(`  ${kind}: ${total.count} answers on ${total.routes.size} routes`)
      out.push(...exampleLines(mine[0]!.example, logs))
      continue
    }
    for (const group of mine) {
      out.push(
        `  ${group.kind} / ${group.label}: ${group.count} answers on ${group.routes.size} routes (e.g. ${group.example.route})`,
      )
      out.push(...exampleLines(group.example, logs))
    }
  }
  if (logs.length) out.push('', 'server error-level log and stderr lines, grouped:', ...logLines(tally, logs))
  console.log(out.join('\n'))
}
