import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/** A bare Hono hello-world on Node: the ceiling our API's throughput is compared with. */
export async function startBareHono(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono().get('/hello', (c) => c.text('Hello, world'))
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url: `http://127.0.0.1:${port}/hello`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
