/**
 * Time from reconnect to "sent" for a table round (issue 37): a diner at a table sends a round
 * while the phone is offline, the round waits in the device's outbox ("Sending the round…"), and
 * once the network is back the app sends it and says "Round N was sent to the kitchen." Measured
 * in headless Chromium against the production server, `runs` times, a table of the demo brand per
 * run (closed first by the staff API, so each run starts at an empty table and sends round 1), as
 * a member logged in through the API. Each run's table must hold exactly one round afterwards.
 *
 * On its own: `npx tsx tests/bench/tableReconnect.ts` (after `npm run build`; BENCH_RECONNECT_ROUNDS
 * sets the runs, default 20; BENCH_RECONNECT_PORT the server's port, default 8290).
 */

import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { storeSession } from '../e2e/pages/storedSession'
import { spread } from '../faults/exactlyOnceTally'
import { registerMemberByApi } from './apiCall'
import { chromiumArgs, chromiumPath } from './chromium'
import { type BenchTable, closeTable, demoTables, staffRounds } from './demoTables'
import { startShopServer } from './server'

/** Runs of the figure: BENCH_RECONNECT_ROUNDS, 20 unless set. */
const RUNS = Number(process.env.BENCH_RECONNECT_ROUNDS || 20)
/** The longest any step of a run may take before the bench fails, ms. */
const STEP_TIMEOUT_MS = 60_000
/** The scenario's time offline after "Sending the round…" shows (not measured): 0.5–2 s. */
const offlineWaitMs = () => 500 + Math.random() * 1500

/** A dish the menu lets the diner add now (src/ui/Stepper.tsx: blocked adds are aria-disabled). */
const ADDABLE = 'article.food-card button[aria-label^="Add "]:not([aria-disabled="true"])'

/**
 * Installed in the page once the round shows as sending: records, in the page's clock, when the
 * window hears it is online again and when the sent notice enters the document (a MutationObserver
 * fires before the next paint, so Playwright's polling adds nothing to the figure).
 */
const WATCH_SCRIPT = `(() => {
  window.__reconnect = { online: undefined, sent: undefined }
  addEventListener('online', () => { window.__reconnect.online ??= performance.now() }, { once: true })
  const observer = new MutationObserver(() => {
    if (!/Round \\d+ was sent to the kitchen\\./.test(document.body.textContent ?? '')) return
    window.__reconnect.sent = performance.now()
    observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
})()`

type Reconnect = { sentMs: number; onlineEventMs: number; resendMs: number; answeredMs: number }

/** Logs the member in on this device as the login sheet would store it (the table screen asks for one). */
async function logIn(page: Page, url: string, login: { token: string; member: unknown }): Promise<void> {
  await page.goto(url)
  await page.evaluate(storeSession, { key: 'current', ...login, loggedIn: true, logoutType: 1 })
}

/** Opens the table's link, adds a dish and reaches the table's screen with its guests counted. */
async function readyToSend(page: Page, url: string): Promise<void> {
  await page.goto(url)
  // The server-rendered page's buttons are inert until its script has rendered (appShell.ts waitForApp).
  await page.locator('html:not([data-script="pending"])').waitFor({ state: 'attached' })
  await page.locator(ADDABLE).first().click()
  await page.getByRole('button', { name: /View cart/ }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  const guests = page.getByRole('dialog', { name: 'How many guests?' })
  await guests.getByRole('button', { name: 'Confirm' }).click()
  await guests.waitFor({ state: 'hidden' })
}

/** One run: the round sent offline, then the time from the network's return to the sent notice. */
async function reconnectOnce(context: BrowserContext, page: Page, url: string): Promise<Reconnect> {
  await readyToSend(page, url)
  const send = page.getByRole('button', { name: 'Send round', exact: true })
  // Enabled once the cart's changes have reached the server: the round is then the table's version.
  await send.click({ trial: true })
  await context.setOffline(true)
  await send.click()
  await page.getByText('Sending the round…').waitFor()
  await page.evaluate(WATCH_SCRIPT)
  await sleep(offlineWaitMs())
  // t0 in the page's clock, read just before the network comes back; the figure includes the
  // DevTools round trip of setOffline(false) (the line's 'online' event time shows its size).
  const t0 = await page.evaluate(() => performance.now())
  await context.setOffline(false)
  // A function, not a string: the app's Content-Security-Policy forbids the page's eval.
  const watched = await page.waitForFunction(() => {
    const { __reconnect } = window as unknown as { __reconnect: { online?: number; sent?: number } }
    return __reconnect.sent === undefined ? null : __reconnect
  })
  const seen = (await watched.jsonValue()) as { online?: number; sent: number }
  // When the round's send left after t0 (Resource Timing): the app's own wait before it resends.
  const resent = await page.evaluate((after) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (candidate) => candidate.name.includes('/tableCart/send') && candidate.startTime >= after,
    )
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null
  }, t0)
  return {
    sentMs: seen.sent - t0,
    onlineEventMs: (seen.online ?? Number.NaN) - t0,
    resendMs: (resent?.start ?? Number.NaN) - t0,
    answeredMs: (resent?.end ?? Number.NaN) - t0,
  }
}

/** The bench's line: `runs` rounds sent offline against the server at `origin` (a bench shop server). */
export async function tableReconnectLine(origin: string, runs = RUNS): Promise<string> {
  const tables = await demoTables(origin)
  if (tables.length === 0) throw new Error('the demo brand has no tables')
  const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const login = await registerMemberByApi(origin, tables[0]!.brandId, phone)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    const page = await context.newPage()
    await logIn(page, `${origin}${tables[0]!.path}`, login)
    const results: Reconnect[] = []
    const rounds: number[] = []
    let last: BenchTable | undefined
    for (let run = 0; run < runs; run++) {
      // The last table is counted once its page has gone: nothing of it can send any more.
      await page.goto('about:blank')
      if (last) rounds.push(await staffRounds(origin, last))
      last = tables[run % tables.length]!
      await closeTable(origin, last)
      results.push(await reconnectOnce(context, page, `${origin}${last.path}`))
    }
    await page.goto('about:blank')
    if (last) rounds.push(await staffRounds(origin, last))
    return reconnectLine(results, rounds)
  } finally {
    await browser.close()
  }
}

function reconnectLine(results: readonly Reconnect[], rounds: readonly number[]): string {
  const sent = results.map((result) => result.sentMs)
  const { median, p95 } = spread(sent)
  const online = spread(results.map((result) => result.onlineEventMs))
  const resend = spread(results.map((result) => result.resendMs))
  const answered = spread(results.map((result) => result.answeredMs))
  const duplicates = rounds.reduce((sum, count) => sum + Math.max(0, count - 1), 0)
  const missing = rounds.filter((count) => count === 0).length
  const oneEach = duplicates === 0 && missing === 0
  return (
    `table round reconnect → sent (headless Chromium, production server, ${results.length} runs, ` +
    `0.5–2 s offline with the round shown as sending, t0 = the page's clock as the network comes ` +
    `back): median ${median} ms, p95 ${p95} ms (runs: ${sent.map(Math.round).join(', ')}); ` +
    `the page's 'online' event at a median ${online.median} ms, the round's send leaving at a median ` +
    `${resend.median} ms and answered at ${answered.median} ms; rounds checked ${rounds.length}, ` +
    `duplicates ${duplicates}, missing ${missing}; 1 round each: ${oneEach ? 'yes' : 'NO'}`
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const shop = await startShopServer(Number(process.env.BENCH_RECONNECT_PORT || 8290))
  try {
    console.log(await tableReconnectLine(shop.origin))
  } finally {
    await shop.stop()
  }
}
