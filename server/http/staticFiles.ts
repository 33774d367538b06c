import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, relative as relativePath, resolve, sep } from 'node:path'
import type { Hono } from 'hono'
import { IMAGE_PROCESS_PARAM, parseResizeProcess } from '../../src/domain/images'
import { isServerRendered } from '../../src/domain/renderedPages'
import { compressedCopy, type Encoding } from './compression'
import type { AppContext, AppEnv } from './context'
import { validationError } from './errors'
import { RESIZED_FOLDER, resizedCacheDir, resizedVariant } from './imageResize'
import { preloadLinks, pwaPreloads } from './routePreloads'
import type { PageRenderer } from './serverRender'
import { type Servable, sendVersion } from './versionedAnswer'

/** Serving the built PWA under /shop and uploaded files under /uploads (DESIGN §4 URL space). */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
}

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
const CACHE_REVALIDATE = 'no-cache'
const CACHE_ONE_DAY = 'public, max-age=86400'

/** Files the browser must revalidate on every load so a new release is picked up. */
const ALWAYS_REVALIDATE = /^(index\.html|manifest\.webmanifest|sw\.js|registerSW\.js|workbox-[^/]*\.js)$/

export type FoundFile = { path: string; size: number; mtimeMs: number }

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/** Weak ETag of one version of a file: its size and modification time. */
function etagOf(file: FoundFile): string {
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
}

/** The regular file at `urlPath` under `root`, or null (missing, a directory, or outside root). */
async function findFile(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\u0000')) return null
  const base = resolve(root)
  const path = resolve(base, `.${sep}${decoded}`)
  if (!path.startsWith(base + sep)) return null
  try {
    const info = await stat(path)
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null
  } catch {
    return null
  }
}

function servableFile(file: FoundFile): Servable {
  const etag = etagOf(file)
  return {
    key: `${file.path}:${etag}`,
    etag,
    contentType: contentTypeOf(file.path),
    size: file.size,
    read: () => readFile(file.path),
  }
}

/** The file version's compressed bytes: made once (by precompressPwa or the first request), then kept. */
export function compressedCopyOf(file: FoundFile, encoding: Encoding) {
  const servable = servableFile(file)
  return compressedCopy(servable.key, encoding, servable.read)
}

function sendFile(c: AppContext, file: FoundFile, cacheControl: string) {
  return sendVersion(c, servableFile(file), cacheControl)
}

/**
 * index.html for a page of the app, with the preload links of that page (./routePreloads.ts) in its
 * head: each variant is a version (ETag) and compressed copy of its own.
 */
async function sendPage(c: AppContext, index: FoundFile, staticDir: string) {
  const path = c.req.path.slice('/shop'.length)
  const links = preloadLinks(await pwaPreloads(staticDir), path, c.req.header('accept-language'))
  if (!links) return sendFile(c, index, CACHE_REVALIDATE)
  const variant = createHash('sha256').update(links).digest('base64url').slice(0, 12)
  const page = servableFile(index)
  const withLinks = async () => {
    const html = (await page.read()).toString('utf8')
    return Buffer.from(html.replace('</head>', `${links}</head>`))
  }
  return sendVersion(
    c,
    {
      key: `${page.key}:${variant}`,
      etag: `${page.etag.slice(0, -1)}-${variant}"`,
      contentType: page.contentType,
      size: page.size + links.length,
      read: withLinks,
    },
    CACHE_REVALIDATE,
  )
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return CACHE_IMMUTABLE
  if (ALWAYS_REVALIDATE.test(relativePath)) return CACHE_REVALIDATE
  return CACHE_ONE_DAY
}

/**
 * /shop/*: files as they are; any other path gets index.html (history fallback), except under
 * /shop/assets/ where a missing hashed file must be a 404, not HTML the browser would run as code.
 * The first screens `pages` renders (./serverRender.ts) come rendered; the build's hidden folders
 * (`.vite`, the renderer's `.ssr`) are not served.
 */
export function mountPwa(app: Hono<AppEnv>, staticDir: string, pages?: PageRenderer): void {
  app.get('/', (c) => c.redirect('/shop/', 302))
  app.get('/shop', (c) => c.redirect('/shop/', 301))
  app.get('/shop/*', async (c) => {
    const relative = c.req.path.slice('/shop/'.length)
    if (relative.split('/').some((segment) => segment.startsWith('.'))) return c.text('Not found', 404)
    // A first screen's path is a route, never a built file: its kept page is answered without a
    // look at the disk.
    const rendered = pages && isServerRendered(c.req.path.slice('/shop'.length))
    if (rendered) {
      const answer = await pages.answer(c)
      if (answer) return answer
    }
    const file = relative === '' || rendered ? null : await findFile(staticDir, relative)
    if (file) return sendFile(c, file, cacheControlFor(relative))
    if (relative.startsWith('assets/')) return c.text('Not found', 404)
    const index = await findFile(staticDir, 'index.html')
    if (!index) return c.text('The PWA is not built yet: run `npm run build`, then restart the server.', 404)
    return sendPage(c, index, staticDir)
  })
}

/**
 * /uploads/*: the first of `roots` holding the file (DATA_DIR/uploads, then the demo images). With
 * `?x-oss-process=image/resize,…` the resized variant, cached under `cacheDir` (by default
 * DATA_DIR/uploads/.resized, the first root's), with the original's cache headers.
 */
export function mountUploads(
  app: Hono<AppEnv>,
  roots: { prefix: string; dir: string }[],
  cacheDir = resizedCacheDir(roots[0]?.dir ?? '.'),
): void {
  app.get('/uploads/*', async (c) => {
    const relative = c.req.path.slice('/uploads/'.length)
    const instruction = c.req.query(IMAGE_PROCESS_PARAM)
    const resize = instruction === undefined ? null : parseResizeProcess(instruction)
    if (instruction !== undefined && !resize) throw validationError(IMAGE_PROCESS_PARAM)
    if (isVariantsPath(relative)) return c.text('Not found', 404)
    for (const root of roots) {
      if (!relative.startsWith(root.prefix)) continue
      const file = await findFile(root.dir, relative.slice(root.prefix.length))
      if (!file) continue
      if (!resize) return sendFile(c, file, CACHE_ONE_DAY)
      const variant = await resizedVariant(
        cacheDir,
        file,
        join(root.prefix, relativePath(resolve(root.dir), file.path)),
        resize,
      )
      return variant ? sendFile(c, variant, CACHE_ONE_DAY) : c.text('Not found', 404)
    }
    return c.text('Not found', 404)
  })
}

/** The cached variants are reached only through the resize parameters of their original. */
function isVariantsPath(relative: string): boolean {
  try {
    return decodeURIComponent(relative).split('/')[0] === RESIZED_FOLDER
  } catch {
    return false
  }
}
