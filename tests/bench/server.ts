import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * The real server as `npm run serve` starts it (the same node flags: package.json), in production
 * mode, for the bench's figures.
 */

/** package.json's `serve`: Node with PGlite's WASM on the baseline compiler, the built server (`npm run bench` builds). */
const SERVE_NODE_ARGS = ['--liftoff-only', 'dist/.server/main.js']
const START_TIMEOUT_MS = 120_000

export type BenchServer = { origin: string; pid: number; stop: () => Promise<void> }

/**
 * Starts the server on `port` with its data in `dataDir` (PostgreSQL when `databaseUrl` is given)
 * and waits until /healthz says the PWA's compressed copies and the demo pictures' screen sizes are
 * made: figures must not share the CPU with that work, and a server that has run for a while has
 * both.
 */
export async function startProductionServer(
  port: number,
  dataDir: string,
  options: { databaseUrl?: string; stdio?: StdioOptions; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  // node itself (not npx): the child is the server, so SIGTERM reaches it and its pid is the one to read.
  const child: ChildProcess = spawn(process.execPath, SERVE_NODE_ARGS, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The bench logs nobody in; production must still name a sender.
      SMS_PROVIDER: process.env.SMS_PROVIDER || 'console',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const health = await fetch(`${origin}/healthz`)
      const state = health.ok ? ((await health.json()) as { pwa?: string; pictures?: string }) : null
      if (state?.pwa === 'compressed' && state.pictures === 'ready') {
        return { origin, pid: child.pid!, stop }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await stop()
  throw new Error(`the server on port ${port} was not ready within ${START_TIMEOUT_MS / 1000} s`)
}

/** The bench servers' staff token (the staff API opens the seeded shops: openRoundTheClock). */
export const BENCH_STAFF_TOKEN = 'bench-staff-token-0123456789abcdef'

/**
 * The seeded shops keep real opening hours (07:00-22:00 and the like), and the bench runs at any
 * hour: every seeded shop is opened round the clock through the staff API, so the hour decides no
 * figure (a menu at night would show its closed notice, and orders would be refused).
 */
async function openRoundTheClock(origin: string): Promise<void> {
  const headers = { authorization: `Bearer ${BENCH_STAFF_TOKEN}`, 'content-type': 'application/json' }
  for (const alias of ['demo', 'harbour']) {
    const brand = (await (
      await fetch(`${origin}/api/restaurant/brand/getBrandByAlias?alias=${alias}`)
    ).json()) as {
      data: { id: number }
    }
    const list = (await (
      await fetch(`${origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brand.data.id}`)
    ).json()) as { data: { id: number }[] }
    for (const { id } of list.data) {
      const body = JSON.stringify({ brandId: brand.data.id, restaurantId: id, businessHours: '00:00-24:00' })
      const answer = await fetch(`${origin}/api/staff/hours`, { method: 'POST', headers, body })
      if (!answer.ok) throw new Error(`opening restaurant ${id} round the clock: HTTP ${answer.status}`)
    }
  }
}

/**
 * Lifts the brand's caps on what one member may order (rate and open orders, src/domain/
 * placementLimits.ts): the throughput lines place thousands of orders as one member. `staffToken`
 * is the server's (the bench servers' by default).
 */
export async function liftMemberCaps(
  origin: string,
  brandId: number,
  staffToken = BENCH_STAFF_TOKEN,
): Promise<void> {
  const answer = await fetch(`${origin}/api/staff/limits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ brandId, rateLimit: 0, openLimit: 0 }),
  })
  if (!answer.ok) throw new Error(`lifting the member caps of brand ${brandId}: HTTP ${answer.status}`)
}

/**
 * The bench's shop server: a fresh embedded database (or PostgreSQL) each run, its seeded shops open
 * round the clock; `env` adds settings.
 */
export async function startShopServer(
  port: number,
  databaseUrl?: string,
  env?: Record<string, string>,
): Promise<BenchServer> {
  const dataDir = `.tmp/bench-data-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  const server = await startProductionServer(port, dataDir, {
    databaseUrl,
    env: { STAFF_TOKEN: BENCH_STAFF_TOKEN, ...env },
  })
  await openRoundTheClock(server.origin)
  return server
}
