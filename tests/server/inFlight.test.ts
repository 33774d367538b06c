import { describe, expect, it } from 'vitest'
import { trackInFlight } from '../../server/http/inFlight'

/** Shutdown waits for the handlers still running (server/http/inFlight.ts). */
describe('requests in flight', () => {
  const deferred = () => {
    let resolve!: (response: Response) => void
    let reject!: (error: Error) => void
    const promise = new Promise<Response>((ok, fail) => {
      resolve = ok
      reject = fail
    })
    return { promise, resolve, reject }
  }

  it('is drained at once when nothing runs', async () => {
    const requests = trackInFlight(() => new Response('ok'))
    await expect(requests.drained()).resolves.toBeUndefined()
    await requests.fetch()
    await expect(requests.drained()).resolves.toBeUndefined()
  })

  it('is drained only once every running handler has ended, answered or failed', async () => {
    const first = deferred()
    const second = deferred()
    const pending = [first.promise, second.promise]
    const requests = trackInFlight(() => pending.shift()!)
    const answers = [requests.fetch(), requests.fetch().catch((error: Error) => error.message)]
    let drained = false
    const draining = requests.drained().then(() => {
      drained = true
    })
    first.resolve(new Response('ok'))
    await answers[0]
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(drained).toBe(false)
    second.reject(new Error('database gone'))
    expect(await answers[1]).toBe('database gone')
    await draining
    expect(drained).toBe(true)
  })
})
