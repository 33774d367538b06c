import type { Logger } from 'pino'

/**
 * Runs a sweep now and then every `intervalMs`, never two at once (a slow one makes the next
 * tick skip); the timer never keeps the process alive. Logs what a sweep did (when it did
 * anything) and why it failed. Returns the stop function. Shared by the server's sweeps.
 */
export function startPeriodic(
  sweep: () => Promise<number>,
  intervalMs: number,
  logger: Logger,
  messages: { done: string; failed: string },
): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const swept = await sweep()
      if (swept > 0) logger.info({ swept }, messages.done)
    } catch (error) {
      logger.warn({ err: error }, messages.failed)
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
