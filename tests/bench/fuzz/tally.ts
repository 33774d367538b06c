import type { FuzzRequest } from './request'
import { FATAL, type FailureClass, type FuzzAnswer, judge } from './verdict'

/** Counts of a fuzz run: answers by status, failures by class and input, the first example of each. */

export type Example = {
  route: string
  request: FuzzRequest
  status: string
  why: string
  body: string
  requestId?: string
}

/** How long one answer took, measured by the client from sending to the whole answer. */
export type Timed = { ms: number; route: string; label: string }

/** A server log line at error level (pino JSON), or a stderr line. */
export type LogLine = { reqId?: string; msg: string; detail: string }

/** One failure class on one kind of input (parameter names folded), over all routes. */
export type Group = {
  cls: FailureClass
  kind: string
  label: string
  count: number
  routes: Set<string>
  example: Example
}

/** `brandId=text:empty` and `<param>=text:empty` are one input on different routes. */
const foldLabel = (label: string) =>
  label.replace(/^((?:json |form |query )?)\w+(?==|\[\]| twice)/, '$1<param>')

export class Tally {
  requests = 0
  readonly byStatus = new Map<string, number>()
  readonly byClass = new Map<FailureClass, { count: number; routes: Set<string> }>()
  readonly groups = new Map<string, Group>()
  /** Request id → the case that sent it, to name the input behind a server log line. */
  readonly sentIds = new Map<string, { route: string; request: FuzzRequest }>()
  /** The slowest answer of the run (frames written raw left out: some wait for a timeout on purpose). */
  slowest: Timed | null = null
  /** The slowest maximal body (./maximalCases.ts) of each route. */
  readonly slowestMaximal = new Map<string, Timed>()

  /** Keeps an answer's time when it is the slowest so far. */
  time(route: string, request: FuzzRequest, ms: number): void {
    if (request.raw) return
    const timed = { ms, route, label: `${request.kind} / ${request.label}` }
    if (!this.slowest || ms > this.slowest.ms) this.slowest = timed
    if (request.kind === 'maximal' && ms > (this.slowestMaximal.get(route)?.ms ?? -1))
      this.slowestMaximal.set(route, timed)
  }

  /** Judges one answer and counts it; returns its failure classes. */
  record(route: string, request: FuzzRequest, answer: FuzzAnswer, requestId?: string): FailureClass[] {
    this.requests += 1
    if (requestId) this.sentIds.set(requestId, { route, request })
    const status = answer.error ? 'no answer' : String(answer.status)
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1)
    const failures = judge(request, answer)
    for (const { cls, why } of failures) this.add(cls, route, request, status, why, answer, requestId)
    return failures.map((failure) => failure.cls)
  }

  /** Counts one failure (also those found outside `judge`, e.g. a canary that failed). */
  add(
    cls: FailureClass,
    route: string,
    request: FuzzRequest,
    status: string,
    why: string,
    answer: FuzzAnswer,
    requestId?: string,
  ): void {
    const total = this.byClass.get(cls) ?? { count: 0, routes: new Set<string>() }
    total.count += 1
    total.routes.add(route)
    this.byClass.set(cls, total)
    const label = foldLabel(request.label)
    const key = `${cls}\u0000${request.kind}\u0000${label}`
    const body = answer.body.toString('utf8').slice(0, 200)
    const group = this.groups.get(key) ?? {
      cls,
      kind: request.kind,
      label,
      count: 0,
      routes: new Set<string>(),
      example: { route, request, status, why, body, requestId },
    }
    group.count += 1
    group.routes.add(route)
    this.groups.set(key, group)
  }

  count(cls: FailureClass): number {
    return this.byClass.get(cls)?.count ?? 0
  }

  /** Whether any failure of a fatal class was seen. */
  failed(): boolean {
    return FATAL.some((cls) => this.count(cls) > 0)
  }
}
