import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from './chromium'
import { longestTasksAfterPaint, type TraceEvent } from './mainThreadTasks'

export type LighthouseResult = {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The longest main-thread task starting after the first contentful paint (issue 14: under 50 ms). */
  longestTaskAfterPaintMs: number
  /** The file Lighthouse gives that task to (a script, the page, or "Unattributable"); '' for none. */
  longestTaskAfterPaintSource: string
  /**
   * The main-thread tasks after the first contentful paint in the trace Lighthouse recorded, at 1×
   * CPU: the most CPU one of them took (the page's own work) and the longest wall time
   * (./mainThreadTasks.ts).
   */
  observedTaskAfterPaint: { cpuMs: number; wallMs: number }
}

/** What Lighthouse names the scripts it evaluates in the page (its gatherers). */
const LIGHTHOUSE_OWN_SCRIPT = '_lighthouse-eval.js'

/** The Lighthouse CLI of this project's lighthouse package (node_modules/lighthouse/cli/index.js). */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

type Report = {
  categories: { performance?: { score: number | null } }
  audits: Record<
    string,
    | {
        numericValue?: number
        details?: { items?: { startTime?: number; duration?: number; url?: string }[] }
      }
    | undefined
  >
}

/**
 * Lighthouse's mobile performance audit (by default with simulated throttling) with the installed
 * Chromium, run as the Lighthouse CLI in a process of its own, once per run: the way the tool is
 * run by hand, so that the bench's figure is the CLI's figure and nothing of the bench's process
 * (its heap, its timers, earlier runs) is in it (issue 10).
 */
export async function runLighthouse(
  url: string,
  // 'devtools': the page really runs at 4x CPU (Chromium's CPU throttling) on a throttled network,
  // so a long task is one the page had, not one the simulation scaled up from a busy machine's.
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseResult> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'))
  try {
    const report = join(dir, 'report.json')
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        // The trace, beside the report as report-0.trace.json.
        '--save-assets',
        '--only-categories=performance',
        `--throttling-method=${throttling}`,
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
    )
    const trace = JSON.parse(await readFile(join(dir, 'report-0.trace.json'), 'utf8')) as {
      traceEvents: TraceEvent[]
    }
    return {
      ...resultOf(JSON.parse(await readFile(report, 'utf8')) as Report),
      observedTaskAfterPaint: longestTasksAfterPaint(trace.traceEvents, LIGHTHOUSE_OWN_SCRIPT),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function resultOf(lhr: Report): Omit<LighthouseResult, 'observedTaskAfterPaint'> {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...longestTaskAfterPaint(lhr, metric('first-contentful-paint')),
  }
}

/** The longest of the long tasks (50 ms and more) that start after the first contentful paint. */
function longestTaskAfterPaint(
  lhr: Report,
  fcpMs: number,
): Pick<LighthouseResult, 'longestTaskAfterPaintMs' | 'longestTaskAfterPaintSource'> {
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .filter((task) => (task.startTime ?? 0) >= fcpMs)
    // Lighthouse's own scripts, run in the page to gather its audits, are not the page's tasks.
    .filter((task) => !task.url?.endsWith(LIGHTHOUSE_OWN_SCRIPT))
  const longest = tasks.reduce<(typeof tasks)[number] | undefined>(
    (found, task) => ((task.duration ?? 0) > (found?.duration ?? 0) ? task : found),
    undefined,
  )
  return {
    longestTaskAfterPaintMs: longest?.duration ?? 0,
    longestTaskAfterPaintSource: longest?.url?.split('/').pop() ?? '',
  }
}
