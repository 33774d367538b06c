import sharp from 'sharp'
import { MAX_INPUT_PIXELS } from '../../http/imageResize'

/**
 * Uploads are decoded and encoded again before they are stored: whatever rode along with the
 * pixels (HTML after a PNG's end, script in a metadata chunk, a polyglot's second format) is
 * gone, and the stored file is exactly the image type its key names.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp'

/** The image as a fresh file of `kind`, metadata dropped, turned upright; null when it does not decode. */
export async function reencodeImage(bytes: Uint8Array, kind: ImageKind): Promise<Buffer | null> {
  const animated = kind === 'gif' || kind === 'webp'
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated })
    // Phone photos (JPEG) carry their orientation in EXIF, which is dropped with the rest of the metadata.
    if (kind === 'jpeg') image = image.autoOrient()
    return await image.toFormat(kind).toBuffer()
  } catch {
    return null
  }
}
