import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/** Starts the real server (production build, fresh embedded database) and waits for /healthz. */
export async function startShopServer(
  port: number,
  databaseUrl?: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = `.tmp/bench-data-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  // node itself (not npx) so that SIGTERM reaches the server and it shuts down gracefully.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
