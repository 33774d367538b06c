import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { ENCODINGS, isCompressible, MAX_COMPRESSED_BYTES, MAX_COMPRESSED_COPIES } from './compression'
import { compressedCopyOf, contentTypeOf, type FoundFile } from './staticFiles'

/**
 * Compressing the built PWA before its first visitor asks: brotli at quality 11 takes over a second
 * for the main chunk, which the first request after a start would otherwise wait for. main.ts
 * starts this once the server listens; zlib works off the event loop and the files go one at a
 * time, so requests (and /healthz) are answered meanwhile. A request for a file not done yet makes
 * its copy itself, and a copy being made is shared, never made twice.
 */

/**
 * Share of the copy cache's bounds (bytes and copies) precompression may fill: the rest is room for
 * the copies requests make (uploads, index.html with a page's preloads), so that making those does
 * not push out the PWA's. The whole built PWA takes ~1 MiB of the 8 MiB.
 */
const PRECOMPRESS_SHARE = 0.5

/** In one of the build's hidden folders (.vite, .ssr, the server's .server): never served (staticFiles.ts). */
const isHidden = (path: string) => path.split(sep).some((segment) => segment.startsWith('.'))

/** The directory's files worth compressing; none when it does not exist (the PWA is not built). */
async function compressibleFiles(dir: string): Promise<FoundFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files: FoundFile[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    if (isHidden(relative(dir, path))) continue
    const info = await stat(path)
    if (isCompressible(contentTypeOf(path), info.size))
      files.push({ path, size: info.size, mtimeMs: info.mtimeMs })
  }
  return files
}

/** Files index.html loads itself (`src="/shop/…"`, `href="/shop/…"`), relative to the build. */
function pageFilesOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="\/shop\/([^"?#]+)"/g)].map((match) => match[1]!)
}

/** index.html and the files it names (the first visit's) first, then the rest, smallest first. */
async function inLoadOrder(
  dir: string,
  files: FoundFile[],
): Promise<{ ordered: FoundFile[]; firstVisit: FoundFile[] }> {
  const index = join(dir, 'index.html')
  const html = await readFile(index, 'utf8').catch(() => '')
  const first = [index, ...pageFilesOf(html).map((file) => join(dir, file))]
  const rank = (file: FoundFile) => {
    const position = first.indexOf(file.path)
    return position === -1 ? first.length : position
  }
  const ordered = [...files].sort((a, b) => rank(a) - rank(b) || a.size - b.size)
  return { ordered, firstVisit: ordered.filter((file) => rank(file) < first.length) }
}

/**
 * Makes the compressed copies of the PWA's text files under `staticDir` (up to PRECOMPRESS_SHARE of
 * the copy cache) and answers their paths relative to it, in the order done. A file that fails
 * (removed by a rebuild meanwhile) is left to the lazy path.
 */
export async function precompressPwa(staticDir: string): Promise<string[]> {
  const dir = resolve(staticDir)
  const { ordered, firstVisit } = await inLoadOrder(dir, await compressibleFiles(dir))
  const maxFiles = Math.floor((MAX_COMPRESSED_COPIES * PRECOMPRESS_SHARE) / ENCODINGS.length)
  const done: string[] = []
  let madeBytes = 0
  for (const file of ordered.slice(0, maxFiles)) {
    if (madeBytes >= MAX_COMPRESSED_BYTES * PRECOMPRESS_SHARE) break
    try {
      for (const encoding of ENCODINGS) madeBytes += (await compressedCopyOf(file, encoding)).byteLength
      done.push(relative(dir, file.path))
    } catch {
      // The request for this file will compress it, or answer 404 if it is gone.
    }
  }
  // Used last, the first visit's copies are the last the cache drops (least recently used first).
  for (const file of firstVisit) {
    for (const encoding of ENCODINGS) await compressedCopyOf(file, encoding).catch(() => undefined)
  }
  return done
}
