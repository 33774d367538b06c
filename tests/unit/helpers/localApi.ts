import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { i18n } from '@lingui/core'
import { vi } from 'vitest'
import type { ApiNotice } from '../../../src/api/client'
import { browserApi } from '../../../src/data/browserApi'

/** A request as the local API server saw it. */
export type SeenRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

type Reply = { status?: number; json?: unknown; text?: string } | 'hang'
type Handler = (request: SeenRequest) => Reply | Promise<Reply>

/** A real HTTP server on 127.0.0.1 standing in for the API; `handler` decides each answer. */
export type LocalApi = {
  base: string
  seen: SeenRequest[]
  handler: Handler
  close(): Promise<void>
}

export async function startLocalApi(): Promise<LocalApi> {
  const hanging = new Set<ServerResponse>()
  const api: LocalApi = {
    base: '',
    seen: [],
    handler: () => ({ json: { success: true, code: 1 } }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      api.seen.push(seen)
      const reply = await api.handler(seen)
      if (reply === 'hang') {
        hanging.add(res)
        return
      }
      res.statusCode = reply.status ?? 200
      if (reply.json !== undefined) {
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify(reply.json))
      } else {
        res.setHeader('Content-Type', 'text/html')
        res.end(reply.text ?? '')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  return api
}

/** The base URL of a port nobody listens on (connection refused = offline). */
export async function unusedApiBase(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/api`
}

/** What a test reads after pointing the app at the local API, and how it undoes that. */
export type PointedApp = { notices: ApiNotice[]; restore: () => void }

/**
 * Points the app's API client at `api` for one test: English messages, no request seen yet, and
 * the notices the client raises collected in `notices`. `restore` (in afterEach) undoes it.
 */
export function pointAppAt(api: LocalApi): PointedApp {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  api.seen.length = 0
  vi.stubEnv('VITE_API_BASE', api.base)
  const notices: ApiNotice[] = []
  const stopListening = browserApi.onNotice((notice) => notices.push(notice))
  return {
    notices,
    restore: () => {
      stopListening()
      vi.unstubAllEnvs()
    },
  }
}
