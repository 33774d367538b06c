import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failedFile, screenCodeFailure } from '../../src/pwa/screenCodeFailure'

/** Answers each file with the status its name says (`/assets/404.js` → 404), as the app's server. */
let server: Server
let origin: string
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    const status = Number(/\/(\d{3})\./.exec(request.url ?? '')?.[1] ?? 200)
    response.writeHead(status).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((done) => server.close(() => done())))

const chromium = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`)
const firefox = (file: string) => new TypeError(`error loading dynamically imported module: ${file}`)
const viteStylesheet = (path: string) => new Error(`Unable to preload CSS for ${path}`)
const safari = () => new TypeError('Importing a module script failed.')

describe('screenCodeFailure', () => {
  it('calls code that throws broken, whatever the network', async () => {
    expect(await screenCodeFailure(new TypeError('x is not a function'), true, origin)).toBe('broken')
    expect(await screenCodeFailure(new TypeError('x is not a function'), false, origin)).toBe('broken')
    expect(await screenCodeFailure('Failed to fetch dynamically imported module', true, origin)).toBe(
      'broken',
    )
  })

  it('offline, calls any failed fetch unreachable without asking the server', async () => {
    const before = asked.length
    expect(await screenCodeFailure(chromium(`${origin}/assets/404.js`), false, origin)).toBe('unreachable')
    expect(await screenCodeFailure(safari(), false, origin)).toBe('unreachable')
    expect(asked.length).toBe(before)
  })

  it('online, calls a file the server no longer has gone, and asks with HEAD', async () => {
    expect(await screenCodeFailure(chromium(`${origin}/assets/404.js`), true, origin)).toBe('gone')
    expect(asked.at(-1)).toBe('HEAD /assets/404.js')
    expect(await screenCodeFailure(firefox(`${origin}/assets/410.js`), true, origin)).toBe('gone')
    // Vite names a chunk's stylesheet by its path, resolved against the page.
    expect(await screenCodeFailure(viteStylesheet('/shop/assets/404.css'), true, `${origin}/shop/x`)).toBe(
      'gone',
    )
    expect(asked.at(-1)).toBe('HEAD /shop/assets/404.css')
  })

  it('online, calls a file the server has, or a server in trouble, unreachable: a reload would not help', async () => {
    expect(await screenCodeFailure(chromium(`${origin}/assets/200.js`), true, origin)).toBe('unreachable')
    expect(await screenCodeFailure(chromium(`${origin}/assets/503.js`), true, origin)).toBe('unreachable')
  })

  it('online, calls a file whose server does not answer unreachable', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    expect(await screenCodeFailure(chromium(`http://127.0.0.1:${port}/assets/a.js`), true, origin)).toBe(
      'unreachable',
    )
  })

  it('online, with no file named (Safari), calls it gone: a reload, as the router would', async () => {
    expect(await screenCodeFailure(safari(), true, origin)).toBe('gone')
  })
})

describe('failedFile', () => {
  it('reads the file a message ends with, as an address', () => {
    expect(failedFile(chromium('https://shop.example/shop/assets/a-1.js'), 'https://x.example/')).toBe(
      'https://shop.example/shop/assets/a-1.js',
    )
    expect(failedFile(viteStylesheet('/shop/assets/b.css'), 'https://shop.example/shop/menu')).toBe(
      'https://shop.example/shop/assets/b.css',
    )
    expect(failedFile(safari(), 'https://shop.example/')).toBeUndefined()
  })
})
