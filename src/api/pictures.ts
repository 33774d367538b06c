import { type Picture, squarePicture, widePicture } from '../domain/images'
import { apiBaseUrl } from './request'

/** Pictures as the screens ask for them: WebP, at the sizes they show (src/domain/images.ts). */

export const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost'

/** Origins whose /uploads/ is the product's own storage: the page's and the API's. */
export function storageOrigins(): string[] {
  return [pageOrigin(), new URL(apiBaseUrl(), `${pageOrigin()}/`).origin]
}

/** A menu row's thumbnail (88 CSS px square). */
export const THUMBNAIL_PX = 88
/** Widths (px) of pictures as wide as the screen or a column: a phone at 1×, 2× and 3×. */
const WIDE_WIDTHS_PX = [375, 750, 1125] as const

export const thumbnailPicture = (url: string): Picture => squarePicture(url, THUMBNAIL_PX, storageOrigins())

export const fullWidthPicture = (url: string): Picture => widePicture(url, WIDE_WIDTHS_PX, storageOrigins())
