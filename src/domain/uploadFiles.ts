/**
 * The files the product's own storage takes (SPEC §7 "Image upload"): checked on the device before
 * sending and by the server on receipt. Apart from src/domain/images.ts (the resize URLs), which the
 * menu loads at once: these belong to the upload screens only.
 */

/** Largest upload the storage accepts, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** The image types the storage accepts, by MIME type and by file-name extension. */
const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}
const UPLOAD_EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
}

export type ImageFileProblem = 'NOT_IMAGE' | 'TOO_LARGE'

/** The key extension for a picked file (its type, else its name), or null when it is not one we store. */
export function uploadExtension(file: { type: string; name: string }): string | null {
  if (file.type) return UPLOAD_TYPES[file.type.toLowerCase()] ?? null
  const dot = file.name.lastIndexOf('.')
  return dot === -1 ? null : (UPLOAD_EXTENSIONS[file.name.slice(dot + 1).toLowerCase()] ?? null)
}

/** Why a picked file cannot be uploaded, checked before sending it; null when it can. */
export function imageFileProblem(file: {
  type: string
  name: string
  size: number
}): ImageFileProblem | null {
  if (uploadExtension(file) === null || file.size === 0) return 'NOT_IMAGE'
  return file.size > UPLOAD_MAX_BYTES ? 'TOO_LARGE' : null
}

/** SPEC §7: the object key is the credential's dir, a timestamp (epoch ms) and the extension. */
export function uploadKey(dir: string, nowMs: number, extension: string): string {
  return `${dir}${nowMs}.${extension}`
}
