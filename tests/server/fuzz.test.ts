import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MovableClock } from '../../server/providers/movableClock'
import { coveredBy, documentedCalls, type Route, routesOf, specOf } from '../bench/fuzz/routes'
import { runFuzz } from '../bench/fuzz/runner'
import { openSession } from '../bench/fuzz/session'
import { Tally } from '../bench/fuzz/tally'
import type { FailureClass } from '../bench/fuzz/verdict'
import { appSender } from './appSender'
import { BACKENDS, startTestApp, type TestApp } from './harness'

/**
 * The fast, seeded subset of the fuzz run (tests/bench/fuzz.ts, issue 9) through app.request: a
 * sample of every malformed-input list on every route. No socket here, so no framing cases.
 */

const SEED = 9

/** One line per failing input: route, input, status and why. */
function failures(tally: Tally, cls: FailureClass): string[] {
  return [...tally.groups.values()]
    .filter((group) => group.cls === cls)
    .map(
      (group) =>
        `${group.kind} / ${group.label} on ${group.routes.size} routes, e.g. ${group.example.route}: ` +
        `${group.example.request.method} ${group.example.request.target.slice(0, 100)} → ${group.example.status} ${group.example.why} ${group.example.body.slice(0, 120)}`,
    )
}

describe.each(BACKENDS)('fuzz subset on $name', (backend) => {
  let t: TestApp
  let routes: Route[]
  const tally = new Tally()
  let perRoute = new Map<string, number>()
  beforeAll(async () => {
    t = await startTestApp(backend, {
      member: { smsSendsPerIpHour: 1_000_000, loginFailuresPerIpHour: 1_000_000 },
      // Every route mounted, the browser tests' clock among them.
      clock: new MovableClock(),
    })
    routes = routesOf(t.app)
    const send = appSender(t.app)
    const session = await openSession(send, SEED)
    perRoute = await runFuzz({
      send,
      routes,
      session,
      seed: SEED,
      lite: true,
      concurrency: 4,
      sockets: false,
      tally,
    })
    // Thousands of requests: a machine busy with the other test files takes longer.
  }, 300_000)
  afterAll(() => t.close())

  it('covers every route of the app and every call of docs/api.md', () => {
    expect(routes.filter((route) => route.path.startsWith('/api/') && !specOf(route))).toEqual([])
    expect(routes.filter((route) => !perRoute.get(`${route.method} ${route.path}`))).toEqual([])
    expect(documentedCalls().filter((call) => !coveredBy(call, routes))).toEqual([])
  })

  it('answers no malformed input with a 5xx', () => {
    expect(failures(tally, 'status-5xx')).toEqual([])
  })

  it('answers every /api request with the envelope', () => {
    expect(failures(tally, 'no-envelope')).toEqual([])
  })

  it('leaks no stack trace, SQL or file content', () => {
    expect(failures(tally, 'leak')).toEqual([])
  })

  it('keeps answering valid calls between malformed ones', () => {
    expect(failures(tally, 'canary')).toEqual([])
    expect(tally.requests).toBeGreaterThan(1_000)
  })
})
