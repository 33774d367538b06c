import pino from 'pino'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/open'
import { MovableClock } from '../../server/providers/movableClock'
import { resetPostgres } from '../server/harness'
import { freePort } from '../server/process'
import { httpSender } from './fuzz/client'
import { uncoveredOtherRoutes } from './fuzz/otherCases'
import { printReport, SLOWEST_LIMIT_MS } from './fuzz/report'
import { coveredBy, documentedCalls, routesOf, specOf } from './fuzz/routes'
import { runFuzz } from './fuzz/runner'
import { type LoopDelay, startFuzzServer } from './fuzz/serverProcess'
import { openSession } from './fuzz/session'
import { Tally } from './fuzz/tally'

/**
 * Fuzz run over every call (issue 9): the real server as a child process, malformed input to every
 * route of the app over real sockets (maximal bodies too, issue 34), and the counts (requests,
 * statuses, 5xx, answers without the envelope, leaks, resets), the slowest answer and the event
 * loop's longest block. Exits 1 on any 5xx, envelope-less /api answer, leak, failed canary or
 * answer of a second or more; 2 when a route or documented call is not covered.
 *
 *   npx tsx tests/bench/fuzz.ts                       (PGlite)
 *   DATABASE_URL=postgres://…/test_h3 npx tsx tests/bench/fuzz.ts   (that database is reset first)
 *
 * FUZZ_SEED (default 9) and FUZZ_CONCURRENCY (default 4) vary the run.
 */

const seed = Number(process.env.FUZZ_SEED ?? 9)
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4)
const databaseUrl = process.env.DATABASE_URL

/** The app's routes, read from createApp as the server builds it (nothing listens, no database is opened). */
function appRoutes() {
  const app = createApp({
    db: {} as Database,
    logger: pino({ level: 'silent' }),
    staticDir: '.tmp/fuzz-routes',
    uploadsDir: '.tmp/fuzz-routes',
    devTools: true,
    // As the fuzzed server runs (NODE_ENV=test): its movable clock's call is mounted.
    clock: new MovableClock(),
    uploadSecret: 'fuzz-route-listing-only-never-used-for-requests',
  })
  return routesOf(app)
}

async function main(): Promise<number> {
  const routes = appRoutes()
  const missing = [
    ...documentedCalls()
      .filter((call) => !coveredBy(call, routes))
      .map((call) => `documented call without a route: ${call.method ?? ''} ${call.path}`),
    ...routes
      .filter((route) => route.path.startsWith('/api/') && !specOf(route))
      .map(
        (route) =>
          `route without a parameter spec (tests/bench/fuzz/routes.ts): ${route.method} ${route.path}`,
      ),
    ...uncoveredOtherRoutes(routes).map((route) => `route without cases: ${route.method} ${route.path}`),
  ]
  if (missing.length) {
    console.error(missing.join('\n'))
    return 2
  }

  if (databaseUrl) await resetPostgres(databaseUrl)
  const port = await freePort()
  const started = performance.now()
  const server = await startFuzzServer(port, databaseUrl)
  const { send, close } = httpSender(port)
  const tally = new Tally()
  let perRoute = new Map<string, number>()
  let loop: LoopDelay | null = null
  try {
    const session = await openSession(send, seed)
    server.countLoopBlocks()
    perRoute = await runFuzz({
      send,
      routes,
      session,
      seed,
      lite: false,
      concurrency,
      sockets: true,
      tally,
      progress: (requests) => process.stderr.write(`  ${requests} requests…\n`),
    })
  } finally {
    close()
    const crashed = server.exited()
    if (crashed !== null) console.log(`THE SERVER EXITED during the run (code ${crashed})`)
    loop = await server.stop()
  }
  const seconds = (performance.now() - started) / 1000

  console.log(`routes covered (${perRoute.size}):`)
  for (const [route, count] of perRoute) console.log(`  ${String(count).padStart(5)}  ${route}`)
  console.log('')
  const database = databaseUrl ? `PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')})` : 'PGlite'
  printReport(
    tally,
    server.logs,
    `fuzz run: seed ${seed}, ${database}, concurrency ${concurrency}, ${seconds.toFixed(1)} s`,
  )
  console.log(
    loop
      ? `event loop during the run: longest block ${loop.maxMs} ms, 99th percentile delay ${loop.p99Ms} ms`
      : 'event loop during the run: not measured (the server wrote no figures)',
  )
  const slow = (tally.slowest?.ms ?? 0) >= SLOWEST_LIMIT_MS
  if (slow)
    console.log(`FAILED: an answer took ${tally.slowest!.ms.toFixed(0)} ms (limit ${SLOWEST_LIMIT_MS} ms)`)
  return tally.failed() || slow ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
