import { type CaseOptions, routeCases } from './cases'
import type { Send } from './client'
import { framingCases } from './framing'
import { otherRouteCases } from './otherCases'
import type { FuzzRequest } from './request'
import { type Route, specOf } from './routes'
import type { Session } from './session'
import type { Tally } from './tally'
import { seededRandom } from './values'

/** Runs every route's cases (a few at a time), with valid canary calls in between, into a Tally. */

export type RunOptions = CaseOptions & {
  send: Send
  routes: readonly Route[]
  session: Session
  seed: number
  concurrency: number
  /** Include raw-socket framing cases (only over a real socket). */
  sockets: boolean
  tally: Tally
  /** A valid call every this many cases must still succeed. */
  canaryEvery?: number
  /** Called every 1,000 requests. */
  progress?: (requests: number) => void
}

type Job = { route: string; cases: () => Iterable<FuzzRequest>; destructive: boolean }

const routeKey = (route: Route) => `${route.method} ${route.path}`

/** A stable number per text, so each route's random cases do not depend on the others. */
function hashOf(text: string): number {
  let hash = 2_166_136_261
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619)
  return hash >>> 0
}

function jobsOf(options: RunOptions): Job[] {
  const others = otherRouteCases(options.session.credential)
  const jobs: Job[] = options.routes.map((route) => {
    const key = routeKey(route)
    const spec = specOf(route)
    const random = seededRandom(options.seed ^ hashOf(key))
    const cases = route.path.startsWith('/api/')
      ? () => routeCases(route, spec, options.session.ids, random, options)
      : (others[key] ?? (() => []))
    return { route: key, cases, destructive: spec?.destructive === true }
  })
  if (options.sockets) {
    const body = JSON.stringify({ brandId: options.session.ids.brandId })
    jobs.push({
      route: 'framing (raw socket)',
      cases: () =>
        framingCases('/api/system/public/country/list', '/api/restaurant/brand/getBrandConfigInfo', body),
      destructive: false,
    })
  }
  return jobs
}

/** The request as sent: the member's token and a request id (to find its server log line) added. */
export function prepare(
  request: FuzzRequest,
  token: string,
  sequence: number,
): { request: FuzzRequest; requestId?: string } {
  if (request.raw) return { request, requestId: request.requestId }
  const headers: Record<string, string> = { ...request.headers }
  if (request.auth && headers.Authorization === undefined) headers.Authorization = 'Bearer $TOKEN'
  if (headers.Authorization !== undefined)
    headers.Authorization = headers.Authorization.replace('$TOKEN', token)
  if (headers['X-Request-Id'] !== undefined) return { request: { ...request, headers } }
  const requestId = `fuzz-${String(sequence).padStart(7, '0')}`
  headers['X-Request-Id'] = requestId
  return { request: { ...request, headers }, requestId }
}

/** Runs all cases; returns how many each route got. */
export async function runFuzz(options: RunOptions): Promise<Map<string, number>> {
  const perRoute = new Map<string, number>()
  const { tally, session } = options
  let sequence = 0
  const canary = async () => {
    const request: FuzzRequest = {
      kind: 'canary',
      label: 'valid getBrandByAlias between fuzz cases',
      method: 'GET',
      target: '/api/restaurant/brand/getBrandByAlias?alias=demo',
      headers: {},
    }
    const answer = await options.send(request)
    tally.record('canary', request, answer)
    const text = answer.body.toString('utf8')
    if (answer.status !== 200 || !text.includes('"success":true'))
      tally.add(
        'canary',
        'canary',
        request,
        answer.error ?? String(answer.status),
        'a valid call failed',
        answer,
      )
  }
  const runOne = async (job: Job, raw: FuzzRequest) => {
    sequence += 1
    const mine = sequence
    const { request, requestId } = prepare(raw, session.token, mine)
    const started = performance.now()
    const answer = await options.send(request)
    tally.time(job.route, request, performance.now() - started)
    tally.record(job.route, request, answer, requestId)
    perRoute.set(job.route, (perRoute.get(job.route) ?? 0) + 1)
    if (tally.requests % 1_000 === 0) options.progress?.(tally.requests)
    if (mine % (options.canaryEvery ?? 100) === 0) await canary()
    if (job.destructive && answer.status === 200 && answer.body.toString('utf8').includes('"success":true'))
      await session.refresh()
  }
  const parallel = jobsOf(options).filter((job) => !job.destructive)
  const pending = (function* () {
    for (const job of parallel) for (const request of job.cases()) yield { job, request }
  })()
  const worker = async () => {
    for (let item = pending.next(); !item.done; item = pending.next())
      await runOne(item.value.job, item.value.request)
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  for (const job of jobsOf(options).filter((candidate) => candidate.destructive))
    for (const request of job.cases()) await runOne(job, request)
  await canary()
  return perRoute
}
