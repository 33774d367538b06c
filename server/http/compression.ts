import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Compressed copies of static files, made once per file version (path + ETag) and kept in memory:
 * the PWA is a few hundred kilobytes, compressed at the highest level once, by precompressPwa right
 * after the start or else by the first request for the file. The least recently used copies leave
 * first once the kept bytes pass MAX_COMPRESSED_BYTES or the copies MAX_COMPRESSED_COPIES.
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
/** At most this many compressed copies are kept (least recently used dropped first). */
export const MAX_COMPRESSED_COPIES = 500
/**
 * At most this many bytes of compressed copies are kept: 8 MiB. The whole built PWA takes ~1 MiB in
 * both encodings; the rest is room for uploaded SVGs and the per-page index.html variants.
 */
export const MAX_COMPRESSED_BYTES = 8 * 1024 * 1024

/** A copy being made has no size yet: it counts once its bytes are there. */
type Copy = { bytes: Promise<Uint8Array<ArrayBuffer>>; size: number }

const cache = new Map<string, Copy>()
let keptBytes = 0

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

/** Bytes of the compressed copies kept now (copies being made count once made). */
export function compressedBytesKept(): number {
  return keptBytes
}

/** The compressed bytes of one file version, computed once while kept. */
export function compressedCopy(
  key: string,
  encoding: Encoding,
  content: () => Promise<Buffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const cacheKey = `${encoding}:${key}`
  const kept = cache.get(cacheKey)
  if (kept) {
    // Map order is insertion order: re-inserting marks the copy most recently used.
    cache.delete(cacheKey)
    cache.set(cacheKey, kept)
    return kept.bytes
  }
  const copy: Copy = { bytes: content().then((bytes) => compress(bytes, encoding)), size: 0 }
  copy.bytes.then(
    (bytes) => {
      if (cache.get(cacheKey) !== copy) return // dropped while being made
      copy.size = bytes.byteLength
      keptBytes += copy.size
      evictOverBudget()
    },
    // A failed read must not stay cached.
    () => remove(cacheKey, copy),
  )
  cache.set(cacheKey, copy)
  evictOverBudget()
  return copy.bytes
}

function compress(bytes: Buffer, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) => new Uint8Array(out))
    : gzipAsync(bytes, { level: 9 }).then((out) => new Uint8Array(out))
}

/** Drops the least recently used copies until both bounds hold; one copy alone is always kept. */
function evictOverBudget(): void {
  for (const [oldestKey, oldest] of cache) {
    if (cache.size <= 1 || (cache.size <= MAX_COMPRESSED_COPIES && keptBytes <= MAX_COMPRESSED_BYTES)) break
    remove(oldestKey, oldest)
  }
}

function remove(cacheKey: string, copy: Copy): void {
  if (cache.get(cacheKey) !== copy) return
  cache.delete(cacheKey)
  keptBytes -= copy.size
}
