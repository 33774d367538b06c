/**
 * Counts the requests being answered, so that a shutdown closes the database only after the last
 * handler is done: `server.close()` waits for open connections, but a client that hangs up (a
 * load-test at its end, a phone losing signal) closes its connection while its handler still runs,
 * which would then meet a closed pool and fail half-way.
 */
export function trackInFlight<A extends unknown[]>(
  handle: (...args: A) => Response | Promise<Response>,
): { fetch: (...args: A) => Promise<Response>; drained: () => Promise<void> } {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    fetch: async (...args) => {
      running += 1
      try {
        return await handle(...args)
      } finally {
        running -= 1
        if (running === 0) for (const resume of waiting.splice(0)) resume()
      }
    },
    drained: () => (running === 0 ? Promise.resolve() : new Promise((resume) => waiting.push(resume))),
  }
}
