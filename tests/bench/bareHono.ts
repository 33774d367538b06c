import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/**
 * A bare Hono app on Node: the ceiling our API's throughput is compared with. `/hello` answers a
 * short text; `/body` answers fixed bytes kept in memory (the same bytes our API sends, so that a
 * comparison is of the same bytes on the wire) with the given headers, and nothing else: no
 * middleware, no negotiation, no body read.
 */

export type BareServer = { url: string; pid: number; close: () => Promise<void> }

/** Bytes `/body` answers and the headers they go with (e.g. Content-Encoding of compressed ones). */
export type BareBody = { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }

function bareApp(body?: BareBody) {
  const app = new Hono().get('/hello', (c) => c.text('Hello, world'))
  if (body) app.on(['GET', 'POST'], '/body', (c) => c.body(body.bytes, 200, body.headers))
  return app
}

async function listen(port: number, body?: BareBody): Promise<{ port: number; close: () => Promise<void> }> {
  const server = serve({ fetch: bareApp(body).fetch, port, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The bare app in this process, answering `/hello` (the hello-world ceiling). */
export async function startBareHono(port: number): Promise<BareServer> {
  const server = await listen(port)
  return { url: `http://127.0.0.1:${server.port}/hello`, pid: process.pid, close: server.close }
}

/**
 * The bare app in a process of its own answering `/body`, as our server runs in one: the load
 * generator must not share a thread with one side only. Port 0 takes a free port.
 */
export async function spawnBareHono(port: number, body: BareBody, scratchFile: string): Promise<BareServer> {
  await writeFile(scratchFile, body.bytes)
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      String(port),
      scratchFile,
      JSON.stringify(body.headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare Hono server exited with ${code}`)))
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      const match = /listening (\d+)/.exec(text)
      if (match) resolve(Number(match[1]))
    })
  })
  return {
    url: `http://127.0.0.1:${listening}/body`,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

// Run as a program (by spawnBareHono): port, the body's file, its headers as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, file, headers] = process.argv.slice(2)
  const bytes = new Uint8Array(readFileSync(file!))
  const server = await listen(Number(port), {
    bytes,
    headers: JSON.parse(headers!) as Record<string, string>,
  })
  console.log(`listening ${server.port}`)
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
}
