/** The parts of a Chromium trace event this reads. */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's own (CPU) time in the event, µs; absent where the platform has no thread clock. */
  tdur?: number
  args?: { name?: string; data?: { url?: string } }
}

export type TaskTimes = {
  /** The longest wall time of a task, ms (what Lighthouse sees, waits for a core included). */
  wallMs: number
  /** The most main-thread CPU time a task took, ms: the page's own work, whoever shares the cores. */
  cpuMs: number
}

/**
 * The longest top-level tasks of the page's main thread that start after its first contentful
 * paint, by wall time and by the thread's CPU time. On a 2-core machine running the browser,
 * Lighthouse and the server, a task's wall time is often several times its CPU time (the page's
 * main thread waits for a core), and Lighthouse's simulation multiplies the wall time: the CPU time
 * says how long the page's own work was.
 */
export function longestTasksAfterPaint(events: readonly TraceEvent[], ownScript: string): TaskTimes {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) return { wallMs: 0, cpuMs: 0 }
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  )
  const onMainThread = (event: TraceEvent) => event.pid === paint.pid && event.tid === mainThread?.tid
  // The tool's own scripts, run in the page to gather its audits, are not the page's tasks.
  const toolCalls = events.filter(
    (event) => onMainThread(event) && event.args?.data?.url?.endsWith(ownScript),
  )
  const runsTool = (task: TraceEvent) =>
    toolCalls.some((call) => call.ts >= task.ts && call.ts <= task.ts + (task.dur ?? 0))
  let wall = 0
  let cpu = 0
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !onMainThread(event) || event.ts < paint.ts) continue
    if (runsTool(event)) continue
    wall = Math.max(wall, event.dur ?? 0)
    cpu = Math.max(cpu, event.tdur ?? 0)
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 }
}
