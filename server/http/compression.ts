import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

/**
 * Compression of what the server sends: the encoding a request accepts (pickEncoding), API answers
 * at a fast level (compressAnswer: ./apiCompression.ts, and the menu's copies kept per revision),
 * and compressed copies of static files, made once per file version (path + ETag) and kept in
 * memory: the PWA is a few hundred kilobytes, compressed at the highest level once, by
 * precompressPwa right after the start or else by the first request for the file. The least
 * recently used copies leave first once the kept bytes pass MAX_COMPRESSED_BYTES or the copies
 * MAX_COMPRESSED_COPIES.
 */

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** Every encoding a copy is made in, preferred first. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** Text types worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript|xml|wasm)|image\/svg\+xml)/
/**
 * Below this (bytes) compressing is not worth it: the answer fits one TCP segment (~1.4 KB) either
 * way, so no round trip is saved, and the Content-Encoding and Vary headers eat much of the gain.
 */
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

const cache = new LRUCache<string, Copy>({
  max: MAX_COMPRESSED_COPIES,
  maxSize: MAX_COMPRESSED_BYTES,
  // lru-cache takes no size of 0; a copy larger than the budget counts as all of it, so that it
  // is kept alone rather than made again for every request.
  sizeCalculation: (copy) => Math.min(Math.max(1, copy.size), MAX_COMPRESSED_BYTES),
})

/** Whether a file of this type and size (bytes) is served compressed to clients that accept it. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(contentType)
}

/**
 * The q-value Accept-Encoding gives each coding it names (lower case; `*` stands for any other).
 * A malformed q-value counts as 0: when in doubt, the answer is sent as it is.
 */
function acceptedCodings(acceptEncoding: string): Map<string, number> {
  const codings = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    // RFC 9110 §12.4.2: a qvalue lies between 0 and 1; anything else is malformed.
    codings.set(name, q !== 'q=' && weight >= 0 && weight <= 1 ? weight : 0)
  }
  return codings
}

/** Accept-Encoding values seen and the encoding each picks: clients send a handful of them. */
const picked = new Map<string, Encoding | null>()
/** At most this many values are remembered; others are parsed each time. */
const MAX_PICKED = 64

/** The encoding an Accept-Encoding value prefers: brotli, else gzip, else none (see pickEncoding). */
function preferredEncoding(acceptEncoding: string): Encoding | null {
  const remembered = picked.get(acceptEncoding)
  if (remembered !== undefined) return remembered
  const codings = acceptedCodings(acceptEncoding)
  const any = codings.get('*') ?? 0
  let preferred: Encoding | null = null
  for (const encoding of ENCODINGS) {
    if ((codings.get(encoding) ?? any) > 0) {
      preferred = encoding
      break
    }
  }
  if (picked.size < MAX_PICKED) picked.set(acceptEncoding, preferred)
  return preferred
}

/**
 * The encoding to answer with, from the request's Accept-Encoding, or null for none: brotli when
 * accepted (any q above 0), else gzip; a coding with q=0 is refused, and `*` accepts those not named.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): Encoding | null {
  if (!acceptEncoding || !isCompressible(contentType, size)) return null
  return preferredEncoding(acceptEncoding)
}

/** Bytes of the compressed copies kept now (a copy being made counts one until it is made). */
export function compressedBytesKept(): number {
  return cache.calculatedSize
}

/** The compressed bytes of one file version, computed once while kept. */
export function compressedCopy(
  key: string,
  encoding: Encoding,
  content: () => Promise<Buffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const cacheKey = `${encoding}:${key}`
  const kept = cache.get(cacheKey)
  if (kept) return kept.bytes
  const copy: Copy = {
    bytes: content().then((bytes) => compress(bytes, encoding, FILE_LEVELS)),
    size: 0,
  }
  copy.bytes.then(
    (bytes) => {
      if (cache.peek(cacheKey) !== copy) return // dropped while being made
      copy.size = bytes.byteLength
      // lru-cache sizes a copy when it is set: set again, its bytes count.
      cache.delete(cacheKey)
      cache.set(cacheKey, copy)
    },
    // A failed read must not stay cached.
    () => {
      if (cache.peek(cacheKey) === copy) cache.delete(cacheKey)
    },
  )
  cache.set(cacheKey, copy)
  return copy.bytes
}

/** Static files: compressed once per version, so the smallest output is worth seconds of CPU. */
const FILE_LEVELS = { brotliQuality: 11, gzipLevel: 9 }

/**
 * API answers, compressed as they are sent or once per menu revision: brotli quality 5 makes the
 * demo's 26 KB menu 3.4 KB in under a millisecond where 11 takes ~33 ms for 2.9 KB; gzip at its
 * default level 6 makes 3.7 KB in 0.3 ms.
 */
const ANSWER_LEVELS = { brotliQuality: 5, gzipLevel: 6 }

function compress(
  bytes: Uint8Array,
  encoding: Encoding,
  levels: typeof FILE_LEVELS,
): Promise<Uint8Array<ArrayBuffer>> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  }
  return encoding === 'br'
    ? brotli(bytes, { params }).then((out) => new Uint8Array(out))
    : gzipAsync(bytes, { level: levels.gzipLevel }).then((out) => new Uint8Array(out))
}

/** An answer's bytes in `encoding` at a fast level, made off the event loop (zlib's threads). */
export function compressAnswer(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return compress(bytes, encoding, ANSWER_LEVELS)
}

/**
 * A stream compressed as it is sent, at the answers' fast level: each chunk written is flushed at
 * once, so that what is sent early (a page's head) reaches the browser early.
 */
export function compressedStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_LEVELS.brotliQuality },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH, level: ANSWER_LEVELS.gzipLevel })
  Readable.fromWeb(body as NodeReadableStream<Uint8Array>).pipe(compressor)
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>
}
