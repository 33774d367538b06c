import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { type BenchServer, startProductionServer } from './server'

/**
 * The server's idle memory (issue 9): the real server, started as `npm start` starts it, its
 * resident set size (RSS) read once /healthz says the PWA's compressed copies are made and it has
 * idled, then again after a light warm-up (a brand home with its files, menus, images). On the
 * embedded database a first start (fresh DATA_DIR: created, migrated, seeded) and a second start
 * reusing it; on PostgreSQL when a URL is given.
 */

/** Quiet time before a reading, as after the last visitor (ms). */
const IDLE_MS = Number(process.env.BENCH_MEMORY_IDLE_MS || 5_000)
/** RSS samples per reading, one a second; the reading is their median. */
const SAMPLES = 3
const SAMPLE_INTERVAL_MS = 1_000
/** Starts per scenario; the figure is the median of their readings. */
const RUNS = Number(process.env.BENCH_MEMORY_RUNS || 3)
/** Issue 9's targets for a restarted server, warm or not (MB). */
const TARGET_PGLITE_MB = 300
const TARGET_POSTGRES_MB = 200

/** The median of some figures (the upper one of an even count). */
const middle = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server as `npm run serve` starts it, its pid the one read. */
const startServer = (port: number, dataDir: string, databaseUrl?: string) =>
  startProductionServer(port, dataDir, { databaseUrl, stdio: ['ignore', 'ignore', 'inherit'] })

/** Resident set size of a process (MB): /proc on Linux, else ps. */
function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!
    return Number(kb) / 1024
  } catch {
    const kb = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()
    return Number(kb.trim()) / 1024
  }
}

/** Idles, then the median of SAMPLES readings of the server's RSS (MB). */
async function idleRss(server: BenchServer): Promise<number> {
  await sleep(IDLE_MS)
  const samples: number[] = []
  for (let sample = 0; sample < SAMPLES; sample++) {
    if (sample > 0) await sleep(SAMPLE_INTERVAL_MS)
    samples.push(rssMb(server.pid))
  }
  return middle(samples)
}

async function ok(answer: Promise<Response>): Promise<Response> {
  const response = await answer
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`)
  return response
}

/**
 * What a few first visitors ask for: the brand home and the files it names, the restaurant list, the
 * menus of the first restaurants, and their food images as the PWA asks for them (resized) and whole.
 */
async function warmUp(origin: string): Promise<void> {
  const compressed = { 'accept-encoding': 'br, gzip', 'accept-language': 'zh-HK' }
  const html = await (await ok(fetch(`${origin}/shop/brand/index`, { headers: compressed }))).text()
  const files = new Set([...html.matchAll(/(?:src|href)="(\/shop\/[^"?#]+)"/g)].map((match) => match[1]!))
  for (const file of files) await (await ok(fetch(`${origin}${file}`, { headers: compressed }))).arrayBuffer()
  const list = await ok(fetch(`${origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=1`))
  const restaurants = ((await list.json()) as { data: { id: number; menuTypes: number[] }[] }).data
  const images = new Set<string>()
  for (const restaurant of restaurants.slice(0, 3)) {
    for (const menuType of restaurant.menuTypes) {
      const menu = await ok(
        fetch(`${origin}/api/restaurant/food/shopMenuNew`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...compressed },
          body: JSON.stringify({ restaurantId: restaurant.id, menuType }),
        }),
      )
      for (const match of (await menu.text()).matchAll(/"(\/uploads\/[^"?]+)"/g)) images.add(match[1]!)
    }
  }
  for (const image of images) {
    for (const query of ['?x-oss-process=image/resize,w_150,h_150', '']) {
      await (await ok(fetch(`${origin}${image}${query}`, { headers: compressed }))).arrayBuffer()
    }
  }
}

export type IdleMemory = {
  /** Each scenario's readings (MB), one per start, in the order taken. */
  pglite: { firstStart: number[]; secondStart: number[]; warm: number[] }
  postgres?: { start: number[]; warm: number[] }
}

/** RUNS rounds of: PGlite first start, second start and warm-up; PostgreSQL start and warm-up. */
export async function measureIdleMemory(port: number, databaseUrl?: string): Promise<IdleMemory> {
  const result: IdleMemory = {
    pglite: { firstStart: [], secondStart: [], warm: [] },
    ...(databaseUrl ? { postgres: { start: [], warm: [] } } : {}),
  }
  const dataDir = `.tmp/bench-memory-${port}`
  for (let run = 0; run < RUNS; run++) {
    rmSync(dataDir, { recursive: true, force: true })
    for (const start of ['firstStart', 'secondStart'] as const) {
      const server = await startServer(port, dataDir)
      try {
        result.pglite[start].push(await idleRss(server))
        if (start === 'secondStart') {
          await warmUp(server.origin)
          result.pglite.warm.push(await idleRss(server))
        }
      } finally {
        await server.stop()
      }
    }
    if (databaseUrl && result.postgres) {
      const server = await startServer(port, `${dataDir}-postgres`, databaseUrl)
      try {
        result.postgres.start.push(await idleRss(server))
        await warmUp(server.origin)
        result.postgres.warm.push(await idleRss(server))
      } finally {
        await server.stop()
      }
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(`${dataDir}-postgres`, { recursive: true, force: true })
  return result
}

/** "X MB (a, b, c)": the median and every reading. */
function figure(values: readonly number[]): string {
  return `${Math.round(middle(values))} MB (${values.map((value) => Math.round(value)).join(', ')})`
}

/** Whether each scenario's median is under the target. */
function verdict(scenarios: readonly (readonly number[])[], targetMb: number): string {
  return `target ${targetMb} MB: ${scenarios.every((values) => middle(values) < targetMb) ? 'met' : 'MISSED'}`
}

/** The lines `npm run bench` prints. */
export function memoryLines(memory: IdleMemory): string[] {
  const { firstStart, secondStart, warm } = memory.pglite
  const lines = [
    `idle RSS on PGlite (median of ${RUNS} starts, ${IDLE_MS / 1000} s idle): first start ${figure(firstStart)}; ` +
      `second start ${figure(secondStart)}; after a warm-up ${figure(warm)} ` +
      `(second start and warm-up, ${verdict([secondStart, warm], TARGET_PGLITE_MB)})`,
  ]
  if (memory.postgres) {
    const { start, warm: warmPostgres } = memory.postgres
    lines.push(
      `idle RSS on PostgreSQL (median of ${RUNS} starts): start ${figure(start)}; after a warm-up ` +
        `${figure(warmPostgres)} (${verdict([start, warmPostgres], TARGET_POSTGRES_MB)})`,
    )
  }
  return lines
}

// `npx tsx tests/bench/memory.ts`: this figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  measureIdleMemory(Number(process.env.BENCH_MEMORY_PORT || 8192), databaseUrl)
    .then((memory) => {
      for (const line of memoryLines(memory)) console.log(line)
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
