import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { serverCommand } from './builtServer'

/** Runs the server as its own process, as `npm run serve` does (the build's bundle when fresh: ./builtServer.ts). */

export type ServerProcess = {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exited: Promise<number | null>
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, await serverCommand('main'), {
    cwd: process.cwd(),
    // A clean environment: only what the test passes (plus PATH), so stray settings cannot leak in.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk) => {
    out += chunk
  })
  child.stderr!.on('data', (chunk) => {
    err += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, stdout: () => out, stderr: () => err, exited }
}

/** Resolves once stdout holds a line matching `pattern`, or rejects if the process ends first. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(server.stdout())) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`)
    if (Date.now() > deadline)
      throw new Error(`no output matching ${pattern}: ${server.stdout()}${server.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A TCP port free right now on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
