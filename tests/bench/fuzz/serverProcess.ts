import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import type { LogLine } from './tally'

/** The real server as a child process on its own port and DATA_DIR, its error-level log lines kept. */

export type FuzzServer = {
  port: number
  logs: LogLine[]
  /** The exit code when the server ended before stop() (a crash). */
  exited: () => number | null
  /** From now on the event loop's blocks are counted (./loopMonitor.ts). */
  countLoopBlocks: () => void
  /** Stops the server; answers the event loop's longest block and 99th percentile delay since countLoopBlocks, in ms. */
  stop: () => Promise<LoopDelay | null>
}

export type LoopDelay = { maxMs: number; p99Ms: number }

/** One pino JSON line as a LogLine, when it is at error level or above (other stdout lines: null). */
function logLineOf(line: string): LogLine | null {
  if (!line.trim()) return null
  try {
    const entry = JSON.parse(line) as {
      level?: number
      reqId?: string
      msg?: string
      err?: { type?: string; message?: string; stack?: string }
    } & Record<string, unknown>
    if ((entry.level ?? 0) < 50) return null
    const frame = entry.err?.stack
      ?.split('\n')
      .find((text) => text.trim().startsWith('at '))
      ?.trim()
    const detail = entry.err
      ? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}${frame ? ` (${frame})` : ''}`
      : JSON.stringify({ ...entry, level: undefined, time: undefined, reqId: undefined, msg: undefined })
    return { reqId: entry.reqId, msg: entry.msg ?? '', detail: detail.slice(0, 300) }
  } catch {
    // console.log lines (the start banner, the dev-inbox hint): not log records, no level.
    return null
  }
}

/** Starts server/main.ts (NODE_ENV=test, console SMS, an empty STATIC_DIR) and waits for /healthz. */
export async function startFuzzServer(port: number, databaseUrl?: string): Promise<FuzzServer> {
  const dataDir = `.tmp/fuzz-data-${port}`
  const staticDir = `.tmp/fuzz-static-${port}`
  const loopFile = `.tmp/fuzz-loop-${port}.json`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(staticDir, { recursive: true })
  const monitor = ['--import', './tests/bench/fuzz/loopMonitor.ts']
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...monitor, 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'error',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      // One proxy in front: the fuzz client plays it, X-Forwarded-For's last entry is the client.
      TRUST_PROXY: '1',
      SMS_SENDS_PER_IP_HOUR: '999999',
      LOGIN_FAILURES_PER_IP_HOUR: '999999',
      LOG_RECORDS_PER_IP_10MIN: '999999999',
      LOG_KB_PER_IP_10MIN: '999999999',
      FUZZ_LOOP_FILE: loopFile,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  const collect = (stream: 'stdout' | 'stderr') => {
    let pending = ''
    child[stream]!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const parsed =
          stream === 'stdout'
            ? logLineOf(line)
            : line.trim()
              ? { msg: 'stderr', detail: line.slice(0, 300) }
              : null
        if (parsed) logs.push(parsed)
      }
    })
  }
  collect('stdout')
  collect('stderr')
  let exitCode: number | null = null
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code ?? -1
      resolve()
    }),
  )
  const deadline = Date.now() + 120_000
  for (;;) {
    if (exitCode !== null)
      throw new Error(`server exited with ${exitCode}: ${logs.map((line) => line.detail).join('\n')}`)
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 120 s')
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  let stopping = false
  return {
    port,
    logs,
    exited: () => (stopping ? null : exitCode),
    countLoopBlocks: () => child.kill('SIGUSR2'),
    stop: async () => {
      stopping = true
      if (exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(staticDir, { recursive: true, force: true })
      try {
        return JSON.parse(readFileSync(loopFile, 'utf8')) as LoopDelay
      } catch {
        return null
      } finally {
        rmSync(loopFile, { force: true })
      }
    },
  }
}
