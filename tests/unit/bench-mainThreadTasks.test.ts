import { describe, expect, it } from 'vitest'
import { longestTasksAfterPaint, type TraceEvent } from '../bench/mainThreadTasks'

const PAGE = 10
const MAIN = 1
const OTHER = 2

const thread = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid: PAGE,
  tid,
  ts: 0,
  args: { name },
})
const task = (ts: number, durMs: number, cpuMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: PAGE,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
})
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: 100_000 }

describe('longestTasksAfterPaint', () => {
  it("gives the longest wall and CPU times of the page's main-thread tasks after the first paint", () => {
    const events = [
      thread(MAIN, 'CrRendererMain'),
      thread(OTHER, 'Compositor'),
      paint,
      task(50_000, 90, 80), // before the paint
      task(120_000, 40, 6), // waited for a core: long wall, little CPU
      task(200_000, 20, 15),
      task(300_000, 70, 70, OTHER), // another thread
    ]
    expect(longestTasksAfterPaint(events, 'tool.js')).toEqual({ wallMs: 40, cpuMs: 15 })
  })

  it("leaves out the tasks that run the measuring tool's own script", () => {
    const toolCall: TraceEvent = {
      name: 'FunctionCall',
      ph: 'X',
      pid: PAGE,
      tid: MAIN,
      ts: 400_500,
      dur: 50_000,
      args: { data: { url: 'http://x/_tool.js' } },
    }
    const events = [
      thread(MAIN, 'CrRendererMain'),
      paint,
      task(200_000, 12, 10),
      task(400_000, 60, 55),
      toolCall,
    ]
    expect(longestTasksAfterPaint(events, '_tool.js')).toEqual({ wallMs: 12, cpuMs: 10 })
  })

  it('is zero for a trace without a first paint', () => {
    expect(longestTasksAfterPaint([thread(MAIN, 'CrRendererMain'), task(1, 30, 30)], 'tool.js')).toEqual({
      wallMs: 0,
      cpuMs: 0,
    })
  })
})
