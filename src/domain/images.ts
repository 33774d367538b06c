/**
 * Image resizing on the product's own storage (SPEC §7 "Image upload"), in the object-storage form
 * `?x-oss-process=image/resize,w_150,h_150`: the PWA builds it, the server parses it.
 */

/** Query parameter carrying the processing instruction. */
export const IMAGE_PROCESS_PARAM = 'x-oss-process'
/** Default edge of a resized image, in px (SPEC: 150x150). */
const RESIZE_DEFAULT_PX = 150
/**
 * The edges (px) the server resizes to, and nothing else: each variant is made once and kept on
 * disk, so free sizes would let anyone fill the disk (300 requests once made 298 files). They
 * cover thumbnails to full-width pictures at 1×, 2× and 3×; a screen asks for the nearest.
 */
export const RESIZE_EDGES_PX = [50, 100, 150, 200, 300, 375, 450, 600, 750, 1125] as const

/**
 * lfit: fit inside w×h keeping the ratio; mfit: cover w×h keeping the ratio; fill: cover then
 * centre-crop to exactly w×h; pad: fit inside, then pad to w×h; fixed: stretch to w×h.
 */
export type ResizeMode = 'lfit' | 'mfit' | 'fill' | 'pad' | 'fixed'
const MODES: readonly ResizeMode[] = ['lfit', 'mfit', 'fill', 'pad', 'fixed']

/** Formats a variant may be converted to (`/format,webp`); without one it keeps the original's. */
type ImageFormat = 'webp' | 'png' | 'jpg'
const FORMATS: readonly ImageFormat[] = ['webp', 'png', 'jpg']

export type ImageResize = {
  /** null: follows from the other edge and the image's ratio. */
  width: number | null
  height: number | null
  mode: ResizeMode
  /** limit_0: may scale a small image up; by default (limit_1) it is never enlarged. */
  enlarge: boolean
  /** `/format,<f>`: the variant's format; null keeps the original's (a demo SVG becomes PNG). */
  format: ImageFormat | null
}

/** What a screen asks for: a width, an optional height (else from the ratio), a mode and a format. */
export type ResizeRequest = {
  width: number
  height?: number
  mode?: ResizeMode
  format?: ImageFormat
}

/** The allowed edge for a wanted size: the smallest at least as large, else the largest. */
export function allowedEdge(px: number): number {
  return RESIZE_EDGES_PX.find((edge) => edge >= px) ?? RESIZE_EDGES_PX[RESIZE_EDGES_PX.length - 1]!
}

const isAllowedEdge = (px: number) => (RESIZE_EDGES_PX as readonly number[]).includes(px)

/**
 * The instruction for a size×size image at the allowed edge, e.g. `image/resize,m_fill,w_150,h_150`;
 * with a request, its width (and height) at the allowed edges, e.g.
 * `image/resize,w_750/format,webp`.
 */
export function resizeProcess(
  size: number | ResizeRequest = RESIZE_DEFAULT_PX,
  mode: ResizeMode = 'lfit',
): string {
  const request = typeof size === 'number' ? { width: size, height: size, mode } : size
  const edges = [`w_${allowedEdge(request.width)}`]
  if (request.height !== undefined) edges.push(`h_${allowedEdge(request.height)}`)
  const resizeMode = request.mode ?? 'lfit'
  const options = [...(resizeMode === 'lfit' ? [] : [`m_${resizeMode}`]), ...edges].join(',')
  return `image/resize,${options}${request.format ? `/format,${request.format}` : ''}`
}

/**
 * Parses `image/resize[,m_<mode>][,w_<px>][,h_<px>][,limit_0|1][/format,<webp|png|jpg>]`; null
 * when it is anything else (another operation, an unknown or repeated option, an edge not in
 * RESIZE_EDGES_PX). With neither edge given both are 150; with one edge given, the ratio-keeping
 * modes derive the other and the others use a square.
 */
export function parseResizeProcess(text: string): ImageResize | null {
  const [resize, ...rest] = text.split('/format,')
  if (rest.length > 1) return null
  const format = rest.length === 0 ? null : (rest[0] as ImageFormat)
  if (format !== null && !FORMATS.includes(format)) return null
  const [operation, ...options] = resize!.split(',')
  if (operation !== 'image/resize') return null
  const seen = new Map<string, string>()
  for (const option of options) {
    const match = /^(w|h|m|limit)_([a-z0-9]+)$/.exec(option)
    if (!match || seen.has(match[1]!)) return null
    seen.set(match[1]!, match[2]!)
  }
  const mode = (seen.get('m') ?? 'lfit') as ResizeMode
  if (!MODES.includes(mode)) return null
  const limit = seen.get('limit') ?? '1'
  if (limit !== '0' && limit !== '1') return null
  const edge = (name: 'w' | 'h') => {
    const value = seen.get(name)
    if (value === undefined) return null
    return /^\d{1,4}$/.test(value) && isAllowedEdge(Number(value)) ? Number(value) : Number.NaN
  }
  let width = edge('w')
  let height = edge('h')
  if (Number.isNaN(width) || Number.isNaN(height)) return null
  if (width === null && height === null) {
    width = RESIZE_DEFAULT_PX
    height = RESIZE_DEFAULT_PX
  } else if (mode !== 'lfit' && mode !== 'mfit') {
    width ??= height
    height ??= width
  }
  return { width, height, mode, enlarge: limit === '0', format }
}

/**
 * `url` with resize parameters when it is an image on the product's own storage: a relative
 * `/uploads/…` path, or an absolute URL under `<origin>/uploads/` for one of `origins` (the page's
 * and the API's). Any other URL, or one that already carries a process instruction, is returned
 * as it is.
 */
export function resizedImageUrl(
  url: string,
  size: number | ResizeRequest = RESIZE_DEFAULT_PX,
  options: { origins?: readonly string[]; mode?: ResizeMode } = {},
): string {
  if (!isOwnUpload(url, options.origins ?? [])) return url
  const hashAt = url.indexOf('#')
  const path = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const queryAt = path.indexOf('?')
  if (queryAt !== -1 && new URLSearchParams(path.slice(queryAt)).has(IMAGE_PROCESS_PARAM)) return url
  const joiner = queryAt === -1 ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&'
  return `${path}${joiner}${IMAGE_PROCESS_PARAM}=${resizeProcess(size, options.mode)}${hash}`
}

/** A menu row's thumbnail (88 CSS px square). */
export const THUMBNAIL_PX = 88
/**
 * A logo's square, in CSS px: a restaurant card's, the largest a screen shows (the brand header's
 * 40 px logo takes the same variants). Its 100 and 200 px edges are the thumbnail's too.
 */
export const LOGO_PX = 56
/** Widths (px) of pictures as wide as the screen or a column: a phone at 1×, 2× and 3×. */
export const WIDE_WIDTHS_PX = [375, 750, 1125] as const
/**
 * Widths (px) of a restaurant's cover atop its menu: a decoration, so at most 750 (a phone at about
 * 2×, a desktop column at 1×), a modest download on the menu's first screen.
 */
export const COVER_WIDTHS_PX = [375, 750] as const
/** The device pixel ratios square pictures are offered at. */
const SQUARE_SCALES = [1, 2, 3] as const

const squareRequest = (px: number, scale: number): ResizeRequest => ({
  width: px * scale,
  height: px * scale,
  mode: 'fill',
  format: 'webp',
})
const wideRequest = (width: number): ResizeRequest => ({ width, format: 'webp' })

/**
 * Every variant the screens ask for of a picture (thumbnails, logos and full-width pictures at each
 * scale): what the server makes ahead of the first diner for the pictures it knows.
 */
export function screenPictureRequests(): ResizeRequest[] {
  const requests = [
    ...[THUMBNAIL_PX, LOGO_PX].flatMap((px) => SQUARE_SCALES.map((scale) => squareRequest(px, scale))),
    ...WIDE_WIDTHS_PX.map(wideRequest),
  ]
  // One of each variant: the logo's and the thumbnail's squares share edges.
  const processes = requests.map((request) => resizeProcess(request))
  return requests.filter((request, at) => processes.indexOf(resizeProcess(request)) === at)
}

/** An <img>'s src and, for a picture on our own storage, the srcset of its WebP variants. */
export type Picture = { src: string; srcSet?: string }

/**
 * A square picture shown `px` CSS pixels wide (a menu row's thumbnail): cropped to the square, as
 * WebP at 1×, 2× and 3× the allowed edges; src the 2× one. Any other URL is left as it is.
 */
export function squarePicture(url: string, px: number, origins: readonly string[] = []): Picture {
  const at = (scale: number) => resizedImageUrl(url, squareRequest(px, scale), { origins })
  if (at(1) === url) return { src: url }
  return { src: at(2), srcSet: SQUARE_SCALES.map((scale) => `${at(scale)} ${scale}x`).join(', ') }
}

/**
 * A picture whose width follows the layout (with the <img>'s `sizes`): WebP variants `widths`
 * wide (each an allowed edge), ratio kept; src the second. Any other URL is left as it is.
 */
export function widePicture(
  url: string,
  widths: readonly number[],
  origins: readonly string[] = [],
): Picture {
  const at = (width: number) => resizedImageUrl(url, wideRequest(width), { origins })
  if (widths.length === 0 || at(widths[0]!) === url) return { src: url }
  return {
    src: at(widths[Math.min(1, widths.length - 1)]!),
    srcSet: widths.map((width) => `${at(width)} ${allowedEdge(width)}w`).join(', '),
  }
}

function isOwnUpload(url: string, origins: readonly string[]): boolean {
  if (url.startsWith('/uploads/')) return true
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return origins.includes(parsed.origin) && parsed.pathname.startsWith('/uploads/')
}
