import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { chromiumArgs, chromiumPath } from './chromium'

/**
 * The long tasks a cold load has after its first paint, as the page itself sees them
 * (PerformanceObserver `longtask` and `long-animation-frame` entries) at Lighthouse's 4x CPU and its devtools network
 * throttling, in a Chromium driven over a bare DevTools pipe that enables no Runtime or Debugger
 * domain. With those on (Lighthouse, Playwright) V8's inspector wants every error's stack with its
 * source positions, and the first error a script creates at its top level makes V8 parse the whole
 * script again (React DOM's module does): that is the inspector's cost, which a diner's phone does
 * not have (issue 14, item 5).
 *
 * Chromium's `longtask` entries leave out a frame's rendering (style, layout, paint: the parsed
 * menu's own cost), so the long animation frames are read as well: a frame whose blocking time is
 * above 0 had a task that, with the rendering after it, took 50 ms plus that blocking time (exactly,
 * when one of its tasks is long; at most, when several are).
 */

/** Lighthouse's devtools throttling (its constants: 150 ms RTT and 1.6 Mbps, adjusted for devtools). */
const CPU_SLOWDOWN = 4
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
}
/** Lighthouse's mobile device (a Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36'
/** A task this long or longer is a long one (the Long Tasks API's and LoAF's threshold). */
const LONG_TASK_MS = 50
/** How long after the navigation the page is watched: its load, its script and its idle steps. */
const WATCH_MS = 12_000

export type PageLongTasks = {
  fcpMs: number
  /**
   * The long tasks (50 ms or more) that started after the first contentful paint, in ms: the
   * scripts' tasks and the frames' longest task with its rendering.
   */
  afterPaintMs: number[]
}

const WATCH_SCRIPT = `(() => {
  const seen = (window.__longTasks = { fcp: null, tasks: [], frames: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.frames.push([entry.startTime, entry.blockingDuration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`

type Message = {
  id?: number
  sessionId?: string
  result?: Record<string, unknown>
  error?: { message: string }
}

/** A DevTools protocol client over Chromium's --remote-debugging-pipe (fd 3 in, fd 4 out). */
function pipeClient(input: Writable, output: Readable) {
  let nextId = 1
  let buffered = ''
  const waiting = new Map<number, (message: Message) => void>()
  // A pipe closed by a Chromium that has gone fails the calls waiting on it, not the bench.
  input.on('error', (error) => {
    for (const fail of waiting.values()) fail({ error: { message: String(error) } })
  })
  output.setEncoding('utf8')
  output.on('data', (chunk: string) => {
    buffered += chunk
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message
      buffered = buffered.slice(end + 1)
      if (message.id !== undefined) waiting.get(message.id)?.(message)
    }
  })
  return (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++
      waiting.set(id, (message) => {
        waiting.delete(id)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result ?? {})
      })
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })
}

/** Asks Chromium to close (so its helper processes end with it), killing it after 5 s. */
async function closeBrowser(browser: ChildProcess, send: ReturnType<typeof pipeClient>) {
  if (browser.exitCode !== null) return
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  const killLater = setTimeout(() => browser.kill('SIGKILL'), 5_000)
  send('Browser.close').catch(() => browser.kill('SIGKILL'))
  await exited
  clearTimeout(killLater)
}

/** One cold load of `url` (a fresh profile: no cache, no service worker). */
export async function measurePageLongTasks(url: string): Promise<PageLongTasks> {
  const profile = await mkdtemp(join(tmpdir(), 'shop-longtasks-'))
  const browser = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const send = pipeClient(browser.stdio[3] as Writable, browser.stdio[4] as Readable)
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string
    }
    const page = (method: string, params?: Record<string, unknown>) => send(method, params, sessionId)
    await page('Emulation.setDeviceMetricsOverride', SCREEN)
    await page('Emulation.setUserAgentOverride', { userAgent: USER_AGENT })
    await page('Emulation.setTouchEmulationEnabled', { enabled: true })
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page('Network.enable')
    await page('Network.emulateNetworkConditions', NETWORK)
    await page('Page.enable')
    await page('Page.addScriptToEvaluateOnNewDocument', { source: WATCH_SCRIPT })
    await page('Page.navigate', { url })
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS))
    // Read once the load is over: Runtime.evaluate without Runtime.enable turns no capture on.
    const { result } = (await page('Runtime.evaluate', {
      expression: 'JSON.stringify(window.__longTasks)',
      returnByValue: true,
    })) as { result: { value: string } }
    const seen = JSON.parse(result.value) as {
      fcp: number | null
      tasks: [start: number, duration: number][]
      frames: [start: number, blocking: number][]
    }
    if (seen.fcp === null) throw new Error(`${url}: no first contentful paint within ${WATCH_MS} ms`)
    const fcp = seen.fcp
    const blockingFrames = seen.frames.filter(([, blocking]) => blocking > 0)
    return {
      fcpMs: fcp,
      afterPaintMs: [
        ...seen.tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration),
        ...blockingFrames.filter(([start]) => start >= fcp).map(([, blocking]) => LONG_TASK_MS + blocking),
      ],
    }
  } finally {
    await closeBrowser(browser, send)
    // Chromium's helper processes may still be writing the profile for a moment after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
