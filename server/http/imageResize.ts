import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import sharp from 'sharp'
import type { ImageResize } from '../../src/domain/images'

/**
 * Resized variants of uploaded and demo images (`?x-oss-process=image/resize,…`, docs/api.md
 * "Image upload"), made once with sharp and kept on disk beside the uploads so that every server
 * instance sharing DATA_DIR serves repeats as plain files.
 */

/** The variants folder inside DATA_DIR/uploads; /uploads/.resized/ itself is never served. */
export const RESIZED_FOLDER = '.resized'

export const resizedCacheDir = (uploadsDir: string) => join(uploadsDir, RESIZED_FOLDER)

// libvips keeps up to 50 MB of decoded images by default; every variant is made once and then served
// from disk, so that cache would only hold memory.
sharp.cache(false)

/** Decoding stops past this many pixels (a 5 MB PNG can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 50_000_000

type OutputFormat = 'png' | 'jpeg' | 'gif' | 'webp'
/** Source extension → format of the variant unless `/format,` asks for another; vector demo images become PNG. */
const OUTPUT: Record<string, OutputFormat> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.webp': 'webp',
  '.svg': 'png',
}

const FIT = { lfit: 'inside', mfit: 'outside', fill: 'cover', pad: 'contain', fixed: 'fill' } as const

export type SourceImage = { path: string; mtimeMs: number }
export type Variant = { path: string; size: number; mtimeMs: number }

/** In-process work under way, so simultaneous first requests resize once. */
const pending = new Map<string, Promise<Variant | null>>()

/**
 * The variant of `source` (whose path relative to the served /uploads/ root is `relative`),
 * made now unless a variant at least as new as the source is cached; null when the file is not
 * an image sharp can decode.
 */
export function resizedVariant(
  cacheDir: string,
  source: SourceImage,
  relative: string,
  resize: ImageResize,
): Promise<Variant | null> {
  const own = OUTPUT[extname(source.path).toLowerCase()]
  if (!own) return Promise.resolve(null)
  const format = resize.format === null ? own : resize.format === 'jpg' ? 'jpeg' : resize.format
  const name = `${resize.mode}-${resize.width ?? 'auto'}x${resize.height ?? 'auto'}-${resize.enlarge ? 'up' : 'down'}`
  const target = join(cacheDir, relative, `${name}.${format === 'jpeg' ? 'jpg' : format}`)
  const running = pending.get(target)
  if (running) return running
  const work = cachedOrMade(source, target, resize, format).finally(() => pending.delete(target))
  pending.set(target, work)
  return work
}

async function cachedOrMade(
  source: SourceImage,
  target: string,
  resize: ImageResize,
  format: OutputFormat,
): Promise<Variant | null> {
  const cached = await stat(target).catch(() => null)
  if (cached?.isFile() && cached.mtimeMs >= source.mtimeMs) {
    return { path: target, size: cached.size, mtimeMs: cached.mtimeMs }
  }
  let bytes: Buffer
  try {
    bytes = await sharp(source.path, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // phone photos: apply the EXIF orientation before sizing
      .resize({
        width: resize.width ?? undefined,
        height: resize.height ?? undefined,
        fit: FIT[resize.mode],
        withoutEnlargement: !resize.enlarge,
        background: { r: 255, g: 255, b: 255, alpha: 1 },
      })
      .toFormat(format)
      .toBuffer()
  } catch {
    return null // undecodable or too large: for the client it is not an image
  }
  // Written aside, then renamed: a reader never sees half a file.
  await mkdir(dirname(target), { recursive: true })
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`
  try {
    await writeFile(partial, bytes)
    await rename(partial, target)
  } finally {
    await rm(partial, { force: true })
  }
  const made = await stat(target)
  return { path: target, size: made.size, mtimeMs: made.mtimeMs }
}
