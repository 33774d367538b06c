import {
  COVER_WIDTHS_PX,
  LOGO_PX,
  type Picture,
  squarePicture,
  THUMBNAIL_PX,
  WIDE_WIDTHS_PX,
  widePicture,
} from '../domain/images'
import { apiBaseUrl } from './transport'

/** Pictures as the screens ask for them: WebP, at the sizes they show (src/domain/images.ts). */

export const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost'

/** Origins whose /uploads/ is the product's own storage: the page's and the API's. */
export function storageOrigins(): string[] {
  return [pageOrigin(), new URL(apiBaseUrl(), `${pageOrigin()}/`).origin]
}

/** A menu row's thumbnail. */
export const thumbnailPicture = (url: string): Picture => squarePicture(url, THUMBNAIL_PX, storageOrigins())

/**
 * A brand's or a restaurant's logo: square WebP variants, as for a thumbnail. Never the uploaded
 * file itself: a logo uploaded large is shown at 40–56 px, and an SVG one would be a document the
 * page lays out on its main thread (a demo logo's text: a 44 ms task at 4× CPU, issue 14).
 */
export const logoPicture = (url: string): Picture => squarePicture(url, LOGO_PX, storageOrigins())

/** A picture as wide as the screen or a column. */
export const fullWidthPicture = (url: string): Picture => widePicture(url, WIDE_WIDTHS_PX, storageOrigins())

/** A restaurant's cover atop its menu: as wide as the screen or the menu's column, at most 750 px. */
export const coverPicture = (url: string): Picture => widePicture(url, COVER_WIDTHS_PX, storageOrigins())
