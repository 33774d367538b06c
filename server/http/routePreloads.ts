import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Locale, localeFromHeader } from '../../src/domain/locale'
import { fileVersion } from './fileVersion'
import { type PageTemplate, pageTemplateOf, templateFiles } from './pageTemplate'
import { SCREEN_SPLIT_QUERY } from './routeSplitting'

/**
 * What the page a URL opens will load right after the main chunk, named in the HTML so the browser
 * fetches it beside the main chunk instead of after it: the route's screen chunks and their CSS
 * (from the build's manifest, dist/.vite/manifest.json) and the message catalog of the visitor's
 * language. Only first visits get this HTML: later ones are served by the service worker.
 */

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The chunks of a route file's screen (and loader), as TanStack's code splitting names it in the manifest. */
const ROUTE_SCREEN = new RegExp(`^src/routes/(.+)\\.tsx${escapeRegExp(SCREEN_SPLIT_QUERY)}$`)
/** Chunks the build names itself that hold a route's screen: the phone menu's (scripts/orderingChunk.ts). */
const NAMED_ROUTE_CHUNKS: Record<string, string> = { ordering: 'index/{-$arg}' }
const CATALOG = /^src\/locales\/([a-z-]+)\/messages\.po$/
const OPTIONAL_PARAM = /^\{-\$\w+\}$/
const PARAM = /^\$\w+$/

type RoutePreload = { path: RegExp; scripts: string[]; styles: string[] }
export type PwaPreloads = {
  routes: RoutePreload[]
  catalogs: Map<Locale, string>
  /** What a rendered page is made of besides its screen (./pageTemplate.ts). */
  template: PageTemplate
}

const NO_TEMPLATE: PageTemplate = { meta: '', script: null, styles: [] }

/**
 * The URL paths (below the /shop base) a route file serves, by the file-route conventions of
 * src/routes: folders and names are segments, `{-$x}` an optional one, `$x` a required one, a last
 * `index` the folder itself; files and folders starting with `-` or `__` are no routes.
 */
export function routePathPattern(routeFile: string): RegExp | null {
  const segments = routeFile.split('/')
  if (segments.some((segment) => segment.startsWith('-') || segment.startsWith('__'))) return null
  if (segments.at(-1) === 'index') segments.pop()
  const pattern = segments
    .map((segment) => {
      if (OPTIONAL_PARAM.test(segment)) return '(?:/[^/]+)?'
      if (PARAM.test(segment)) return '/[^/]+'
      return `/${escapeRegExp(segment)}`
    })
    .join('')
  return new RegExp(`^${pattern}/?$`)
}

/** A chunk's file and the files of everything it imports statically, but those the page has. */
function chunkFiles(
  manifest: Manifest,
  key: string,
  pageFiles: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const seen = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || chunk.isEntry || seen.has(name)) return
    seen.add(name)
    if (!pageFiles.has(chunk.file)) scripts.add(chunk.file)
    for (const css of chunk.css ?? []) if (!pageFiles.has(css)) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return { scripts: [...scripts], styles: [...styles] }
}

/** The preloads of a build: its manifest, and its index.html (whose own files are left out). */
function preloadsOf(manifest: Manifest, indexHtml: string): PwaPreloads {
  const template = pageTemplateOf(manifest, indexHtml)
  const pageFiles = new Set(templateFiles(template))
  const routes: RoutePreload[] = []
  const catalogs = new Map<Locale, string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalog = CATALOG.exec(key)
    if (catalog) catalogs.set(catalog[1] as Locale, chunk.file)
    const route = ROUTE_SCREEN.exec(key)
    const routeFile = route ? route[1]! : chunk.name ? NAMED_ROUTE_CHUNKS[chunk.name] : undefined
    const path = routeFile ? routePathPattern(routeFile) : null
    if (path) routes.push({ path, ...chunkFiles(manifest, key, pageFiles) })
  }
  return { routes, catalogs, template }
}

/** The `<link>` tags for a request of `pathname` (below /shop) by a browser of these languages. */
export function preloadLinks(preloads: PwaPreloads, pathname: string, acceptLanguage?: string): string {
  const route = preloads.routes.find((candidate) => candidate.path.test(pathname))
  const catalog = preloads.catalogs.get(localeFromHeader(acceptLanguage))
  const scripts = [...(catalog ? [catalog] : []), ...(route?.scripts ?? [])]
  return [
    // crossorigin as on the stylesheet link Vite adds when the chunk loads, or the preload is not reused.
    ...(route?.styles ?? []).map(
      (file) => `<link rel="preload" as="style" href="/shop/${file}" crossorigin>`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" href="/shop/${file}">`),
  ].join('')
}

const loaded = new Map<string, { mtimeMs: number; preloads: Promise<PwaPreloads> }>()

/** The preloads of the PWA built in `staticDir`, read again when a new build replaces its manifest. */
export async function pwaPreloads(staticDir: string): Promise<PwaPreloads> {
  const path = join(staticDir, '.vite', 'manifest.json')
  const mtimeMs = await fileVersion(path)
  const kept = loaded.get(path)
  if (kept?.mtimeMs === mtimeMs) return kept.preloads
  const preloads =
    mtimeMs < 0
      ? Promise.resolve<PwaPreloads>({ routes: [], catalogs: new Map(), template: NO_TEMPLATE })
      : Promise.all([readFile(path, 'utf8'), readFile(join(staticDir, 'index.html'), 'utf8')])
          .then(([manifest, indexHtml]) => preloadsOf(JSON.parse(manifest) as Manifest, indexHtml))
          .catch(() => ({ routes: [], catalogs: new Map(), template: NO_TEMPLATE }))
  loaded.set(path, { mtimeMs, preloads })
  return preloads
}
