import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from './chromium'

export type LighthouseResult = {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The longest main-thread task starting after the first contentful paint (issue 14: under 50 ms). */
  longestTaskAfterPaintMs: number
}

/** The Lighthouse CLI of this project's lighthouse package (node_modules/lighthouse/cli/index.js). */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

type Report = {
  categories: { performance?: { score: number | null } }
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { startTime?: number; duration?: number }[] } } | undefined
  >
}

/**
 * Lighthouse's mobile performance audit (default simulated throttling) with the installed
 * Chromium, run as the Lighthouse CLI in a process of its own, once per run: the way the tool is
 * run by hand, so that the bench's figure is the CLI's figure and nothing of the bench's process
 * (its heap, its timers, earlier runs) is in it (issue 10).
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
  )
  const lhr = JSON.parse(stdout) as Report
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    longestTaskAfterPaintMs: Math.max(
      0,
      ...(lhr.audits['long-tasks']?.details?.items ?? [])
        .filter((task) => (task.startTime ?? 0) >= metric('first-contentful-paint'))
        .map((task) => task.duration ?? 0),
    ),
  }
}
