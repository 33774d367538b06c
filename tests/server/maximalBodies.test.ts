import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Send } from '../bench/fuzz/client'
import { maximalCases } from '../bench/fuzz/maximalCases'
import type { FuzzRequest } from '../bench/fuzz/request'
import { routesOf, specOf } from '../bench/fuzz/routes'
import { prepare } from '../bench/fuzz/runner'
import { openSession, type Session } from '../bench/fuzz/session'
import { appSender } from './appSender'
import { BACKENDS, startTestApp, type TestApp } from './harness'
import { STAFF_TOKEN } from './staffHelpers'

/**
 * No request freezes the server (issue 34): a maximal body of every call (tests/bench/fuzz/
 * maximalCases.ts: each field in turn as large as the request may be) is answered within 100 ms,
 * without a 5xx, while /healthz sent beside it is answered within 100 ms too. The app runs in this
 * process, so a request that blocked the event loop would hold /healthz back as well.
 */

const WITHIN_MS = 100
const HEALTH: FuzzRequest = {
  kind: 'health',
  label: 'healthz',
  method: 'GET',
  target: '/healthz',
  headers: {},
}

async function timed(send: Send, request: FuzzRequest) {
  const started = performance.now()
  const answer = await send(request)
  return { answer, ms: performance.now() - started }
}

describe.each(BACKENDS)('maximal bodies on $name', (backend) => {
  let t: TestApp
  let send: Send
  let session: Session
  beforeAll(async () => {
    t = await startTestApp(backend, {
      staffToken: STAFF_TOKEN,
      member: { smsSendsPerIpHour: 1_000_000, loginFailuresPerIpHour: 1_000_000 },
    })
    send = appSender(t.app)
    session = await openSession(send, 9)
  })
  afterAll(() => t.close())

  it(`answers a maximal body of every call within ${WITHIN_MS} ms while /healthz is answered`, async () => {
    const routes = routesOf(t.app).filter((route) => route.path.startsWith('/api/'))
    const late: string[] = []
    let sent = 0
    let sequence = 0
    // Calls that end the session (logout, account deletion) go last, and log in again after a success.
    const ordered = [...routes].sort(
      (a, b) => Number(specOf(a)?.destructive) - Number(specOf(b)?.destructive),
    )
    for (const route of ordered) {
      for (const raw of maximalCases(route, specOf(route), session.ids)) {
        sequence += 1
        // The staff calls with the staff token, the others with the member's where they take one.
        const staff = route.path.startsWith('/api/staff/')
        const withToken = staff
          ? { ...raw, headers: { ...raw.headers, Authorization: `Bearer ${STAFF_TOKEN}` } }
          : raw
        const { request } = prepare(withToken, session.token, sequence)
        // Warm the health check's own path first, so a cold start is not counted against the call.
        await send(HEALTH)
        const [call, health] = await Promise.all([timed(send, request), timed(send, HEALTH)])
        sent += 1
        const what = `${route.method} ${route.path} ${raw.label}`
        if (call.ms > WITHIN_MS || call.answer.status >= 500 || call.answer.status === 0)
          late.push(`${what}: ${call.answer.status} in ${call.ms.toFixed(0)} ms`)
        if (health.ms > WITHIN_MS || health.answer.status !== 200)
          late.push(`${what}: /healthz ${health.answer.status} in ${health.ms.toFixed(0)} ms`)
        if (specOf(route)?.destructive && call.answer.body.toString().includes('"success":true'))
          await session.refresh()
      }
    }
    expect(sent).toBeGreaterThan(300)
    expect(late).toEqual([])
  })
})
