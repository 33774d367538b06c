import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Compressed copies of static files, made once per file version (path + ETag) and kept in memory:
 * the PWA is a few hundred kilobytes, compressed at the highest level once, by precompressPwa right
 * after the start or else by the first request for the file.
 */

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** Every encoding a copy is made in, preferred first. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** Text types worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript|xml|wasm)|image\/svg\+xml)/
/** Below this the headers cost more than the saving (bytes). */
const MIN_COMPRESS_BYTES = 1024
/** At most this many compressed copies are kept (oldest dropped first). */
export const MAX_COMPRESSED_COPIES = 500

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

/** Whether a file of this type and size (bytes) is served compressed to clients that accept it. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(contentType)
}

/** The encoding to answer with, from the request's Accept-Encoding, or null for none. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): Encoding | null {
  if (!acceptEncoding || !isCompressible(contentType, size)) return null
  const offered = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0])
  if (offered.includes('br')) return 'br'
  if (offered.includes('gzip')) return 'gzip'
  return null
}

/** The compressed bytes of one file version, computed once. */
export function compressedCopy(
  key: string,
  encoding: Encoding,
  content: () => Promise<Buffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const cacheKey = `${encoding}:${key}`
  let entry = cache.get(cacheKey)
  if (!entry) {
    entry = content().then(async (bytes) =>
      encoding === 'br'
        ? new Uint8Array(await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        : new Uint8Array(await gzipAsync(bytes, { level: 9 })),
    )
    // A failed read must not stay cached.
    entry.catch(() => cache.delete(cacheKey))
    cache.set(cacheKey, entry)
    if (cache.size > MAX_COMPRESSED_COPIES) cache.delete(cache.keys().next().value!)
  }
  return entry
}
