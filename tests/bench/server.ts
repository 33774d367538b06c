import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/** Starts the real server (production build, fresh embedded database) and waits until /healthz says it is ready. */
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
      // The bench logs nobody in; production must still name a sender.
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  // Up, and done compressing the PWA in the background: timings must not share the CPU with it.
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const health = await fetch(`${origin}/healthz`)
      if (health.ok && ((await health.json()) as { pwa?: string }).pwa !== 'compressing') break
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
