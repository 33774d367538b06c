import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus, restaurants } from '../../server/db/schema'
import { ENV_KEYS } from '../../server/env'
import { firstTablePage } from '../../server/services/order/tables'
import { decodeArg, decodeQueryArg } from '../../src/domain/args'
import { scanCodeArg } from '../../src/domain/table/scanCode'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'

/**
 * README's demo links name seeded rows by id (base64 args nobody can type): on the database the
 * seed makes on a first start, each must open a restaurant and menu that exist. And the
 * documents (README and docs/*.md) name files, documents and sections that exist, README lists
 * every document, and docs/config.md lists every variable server/env.ts reads.
 */

type Link = { route: 'shop' | 'index'; values: string[] }

function readmeLinks(): Link[] {
  const text = readFileSync('README.md', 'utf8')
  const links: Link[] = []
  for (const match of text.matchAll(/\/shop\/(shop|index)(?:\/([A-Za-z0-9_~-]+)|\?arg=(\[[^\]\s`]*\]))/g)) {
    const decoded = match[2] ? decodeArg(match[2]) : decodeQueryArg(match[3])
    expect([match[0], decoded.kind]).toEqual([match[0], 'ok'])
    if (decoded.kind === 'ok') links.push({ route: match[1] as Link['route'], values: decoded.values })
  }
  return links
}

describe('README demo links', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!)
  })
  afterAll(() => t.close())

  it('open a restaurant, menu and table the seed makes on a fresh database', async () => {
    const links = readmeLinks()
    expect(links.filter((link) => link.route === 'index').length).toBeGreaterThanOrEqual(3)
    // Table codes are random per installation (README says where to find them): none is written here.
    expect(links.filter((link) => link.values[4])).toEqual([])
    for (const { route, values } of links) {
      const [brandId, restaurantId, , menuType] = values.map(Number) as [
        number,
        number,
        number,
        number | undefined,
      ]
      const [restaurant] = await t.db
        .select()
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.brandId, brandId)))
      expect([values.join('_'), restaurant?.code]).toEqual([values.join('_'), expect.any(String)])
      if (route === 'shop') continue
      const [menu] = await t.db
        .select()
        .from(menus)
        .where(and(eq(menus.restaurantId, restaurantId), eq(menus.menuType, menuType!)))
      expect([values.join('_'), menu?.menuType]).toEqual([values.join('_'), menuType])
    }
  })

  it('and the table link the server prints at start (README says so) opens a seeded table', async () => {
    expect(readFileSync('README.md', 'utf8')).toContain('`/shop/scanCode/<arg>`')
    const page = await firstTablePage(t.db)
    const arg = /^\/shop\/scanCode\/([A-Za-z0-9_~-]+)$/.exec(page?.path ?? '')?.[1]
    const decoded = scanCodeArg(decodeArg(arg))
    expect(decoded.kind, page?.path).toBe('ok')
    if (decoded.kind !== 'ok') return
    const scan = await call(t.app, '/api/order/qrcode/scanTableQrcodeNew', { json: decoded.arg })
    expect(scan.body).toMatchObject({ success: true, data: { tableName: 'A1', menuType: 4, brandId: 1 } })
  })
})

/** README and every document in docs/. */
function documents(): string[] {
  const docs = readdirSync('docs').filter((name) => name.endsWith('.md'))
  return ['README.md', ...docs.sort().map((name) => `docs/${name}`)]
}

/** The file of a document as the documents name it: `README`, `docs/x.md`, or `x.md` from docs/. */
function documentPath(name: string): string {
  if (name === 'README' || name === 'README.md') return 'README.md'
  return name.startsWith('docs/') ? name : `docs/${name}`
}

/** Where each hit of `pattern` in the documents is, for a readable failure. */
function hits(pattern: RegExp): { doc: string; match: RegExpExecArray }[] {
  return documents().flatMap((doc) =>
    [...readFileSync(doc, 'utf8').matchAll(pattern)].map((match) => ({ doc, match })),
  )
}

/** Paths of the repository in backquotes (API paths such as `public/…` are not files). */
const REPO_PATH = /`((?:server|src|tests|scripts|docs|types|\.ci)\/[^`\s]*)`/g

/** A document by name, not inside a longer path or word. */
const DOCUMENT_NAME = /(?<![\w/.-])((?:docs\/)?[a-z][a-z-]*\.md)\b/g

/** A section cited by its title: `api.md "Staff API"`, `[api.md](api.md) "Pay service"`, `README "Layout"`. */
const SECTION_REFERENCE = /(?<![\w/.-])((?:docs\/)?[a-z][a-z-]*\.md|README)\)?\s+"([^"]{1,80})"/g

describe('the documents', () => {
  it('are all listed in README', () => {
    const readme = readFileSync('README.md', 'utf8')
    const unlisted = documents()
      .slice(1)
      .filter((doc) => !readme.includes(`](${doc})`))
    expect(unlisted).toEqual([])
  })

  it('link to files that exist', () => {
    const missing = hits(/\]\(([^)\s]+)\)/g)
      .filter(({ match }) => !/^[a-z]+:/.test(match[1]!))
      .map(({ doc, match }) => ({ doc, target: join(dirname(doc), match[1]!.split('#')[0]!) }))
      .filter(({ target }) => !existsSync(target))
    expect(missing).toEqual([])
  })

  it('name files and documents that exist', () => {
    const paths = hits(REPO_PATH)
      .map(({ doc, match }) => ({ doc, path: match[1]! }))
      .filter(({ path }) => !/[<*…]/.test(path))
    const docs = hits(DOCUMENT_NAME).map(({ doc, match }) => ({ doc, path: documentPath(match[1]!) }))
    expect(paths.length).toBeGreaterThanOrEqual(100)
    expect([...paths, ...docs].filter(({ path }) => !existsSync(path))).toEqual([])
  })

  it('cite sections by titles that exist', () => {
    const references = hits(SECTION_REFERENCE).map(({ doc, match }) => ({
      doc,
      target: documentPath(match[1]!),
      title: match[2]!.replace(/\s+/g, ' '),
    }))
    expect(references.length).toBeGreaterThanOrEqual(15)
    const missing = references.filter(({ target, title }) => {
      if (!existsSync(target)) return true
      const text = readFileSync(target, 'utf8')
      const heading = text.split('\n').some((line) => /^#+ /.test(line) && line.includes(title))
      return !heading && !text.includes(`**${title}`)
    })
    expect(missing).toEqual([])
  })

  it('list in docs/config.md every variable server/env.ts reads, and no other', () => {
    const text = readFileSync('docs/config.md', 'utf8')
    const start = text.indexOf('## Server')
    expect(start).toBeGreaterThan(-1)
    const section = text.slice(start, text.indexOf('\n## ', start + 1))
    const listed = [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1]!),
    )
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...ENV_KEYS].sort())
  })
})
