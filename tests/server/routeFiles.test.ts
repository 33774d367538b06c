import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MovableClock } from '../../server/providers/movableClock'
import { type Route, routesOf } from '../bench/fuzz/routes'
import { BACKENDS, startTestApp, type TestApp } from './harness'

/**
 * Every call of /api/<service>/… is defined in server/services/<service>/, server/app.ts mounts
 * each service once, and docs/api.md ("Where each call is defined") names the file of every route
 * the app mounts (issue 10 item 5). Read from the app itself (Hono's app.routes) and the files.
 */

const SERVICES_DIR = 'server/services'

/** The rows of docs/api.md's file table: `METHOD path` → file. */
function documentedFiles(): Map<string, string> {
  const text = readFileSync('docs/api.md', 'utf8')
  const section = text.slice(text.indexOf('## Where each call is defined'))
  const rows = new Map<string, string>()
  for (const match of section.matchAll(/^\| ((?:GET|POST|PUT|DELETE) \S+) \| `([^`]+)` \|$/gm)) {
    expect(rows.has(match[1]!), `${match[1]} listed twice`).toBe(false)
    rows.set(match[1]!, match[2]!)
  }
  return rows
}

/** The service of an /api route and its path inside the service, as its route file writes it. */
function serviceOf(route: Route): { service: string; path: string } | null {
  const match = /^\/api\/([^/]+)(\/.*)$/.exec(route.path)
  return match ? { service: match[1]!, path: match[2]! } : null
}

/**
 * Whether the file's text defines `method path`: `.get('/path'`, the path in a list the file
 * mounts, or a row `'/path': { method: 'GET'` of a call table (server/services/pay/providerCalls.ts).
 */
function defines(text: string, method: string, path: string): boolean {
  if (text.includes(`'${path}': { method: '${method}'`)) return true
  return text.includes(`'${path}'`) && text.includes(`.${method.toLowerCase()}(`)
}

/** Every .ts file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name))
}

describe('where each call is defined', () => {
  let t: TestApp
  let routes: Route[]
  beforeAll(async () => {
    // Every route mounted, the browser tests' clock (NODE_ENV=test) among them.
    t = await startTestApp(BACKENDS[0]!, { seed: false, clock: new MovableClock() })
    routes = routesOf(t.app)
  })
  afterAll(() => t.close())

  it('lists in docs/api.md every route the app mounts, and no other', () => {
    const rows = documentedFiles()
    const mounted = routes.map((route) => `${route.method} ${route.path}`)
    expect(mounted.length).toBeGreaterThanOrEqual(60)
    expect(mounted.filter((route) => !rows.has(route))).toEqual([])
    expect([...rows.keys()].filter((row) => !mounted.includes(row))).toEqual([])
  })

  it("defines each route in the file docs/api.md names, an /api call in its service's folder", () => {
    const rows = documentedFiles()
    const wrong: string[] = []
    for (const route of routes) {
      const file = rows.get(`${route.method} ${route.path}`)
      if (!file) continue
      const api = serviceOf(route)
      if (api && !file.startsWith(`${SERVICES_DIR}/${api.service}/`)) wrong.push(`${route.path}: ${file}`)
      else if (!existsSync(file)) wrong.push(`${route.path}: ${file} does not exist`)
      else if (!defines(readFileSync(file, 'utf8'), route.method, api?.path ?? route.path))
        wrong.push(`${route.method} ${route.path}: not in ${file}`)
    }
    expect(wrong).toEqual([])
  })

  it('defines no /api call in the folder of another service', () => {
    const files = sourceFiles(SERVICES_DIR).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    const elsewhere: string[] = []
    for (const route of routes) {
      const api = serviceOf(route)
      if (!api) continue
      const definition = `.${route.method.toLowerCase()}('${api.path}'`
      for (const { file, text } of files) {
        if (!file.startsWith(`${SERVICES_DIR}/${api.service}/`) && text.includes(definition))
          elsewhere.push(`${route.path} also in ${file}`)
      }
    }
    expect(elsewhere).toEqual([])
  })

  it("mounts each service once, from its folder's index.ts", () => {
    const app = readFileSync('server/app.ts', 'utf8')
    const mounts = [...app.matchAll(/app\.route\('\/api\/([^']+)'/g)].map((match) => match[1]!)
    const services = readdirSync(SERVICES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(mounts.sort()).toEqual(services.sort())
    for (const service of services) {
      expect(existsSync(join(SERVICES_DIR, service, 'index.ts')), service).toBe(true)
      expect(app, service).toContain(`from './services/${service}/index'`)
    }
    const served = new Set(routes.flatMap((route) => serviceOf(route)?.service ?? []))
    expect([...served].sort()).toEqual(services.sort())
  })
})
