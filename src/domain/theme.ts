/** Brand colour (SPEC §1, §5): setting App_Theme_Color, `r,g,b` or hex of 3 or 6 digits. */
export type Rgb = { r: number; g: number; b: number }

export const DEFAULT_THEME: Rgb = { r: 190, g: 28, b: 66 }

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i
const TRIPLE = /^\s*(?:rgb\s*\()?\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)?\s*$/i

/** Parses a theme colour; anything else (empty, out of range, 4/5/8 hex digits) is null. */
export function parseThemeColor(value: string | null | undefined): Rgb | null {
  if (value == null) return null
  const text = value.trim()
  const hex = HEX.exec(text)
  if (hex) {
    const digits = hex[1]!
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    }
  }
  const triple = TRIPLE.exec(text)
  if (triple) {
    const [r, g, b] = [triple[1], triple[2], triple[3]].map(Number) as [number, number, number]
    if ([r, g, b].every((c) => c <= 255)) return { r, g, b }
  }
  return null
}

/** The brand colour to use: the setting when it parses, else the default. */
export function themeColorOrDefault(value: string | null | undefined): Rgb {
  return parseThemeColor(value) ?? DEFAULT_THEME
}

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio between two colours (1..21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 }
const BLACK: Rgb = { r: 0, g: 0, b: 0 }
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

/** Black or white, whichever reads better on the colour. */
export function textOn(background: Rgb): Rgb {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: Math.round(a.r + (b.r - a.r) * t),
    g: Math.round(a.g + (b.g - a.g) * t),
    b: Math.round(a.b + (b.b - a.b) * t),
  }
}

/**
 * The brand colour adjusted, as little as needed, so that it reaches AA contrast against
 * `surface` (used for brand-coloured text and links on white, and for buttons with white text).
 */
export function readableOn(color: Rgb, surface: Rgb = WHITE): Rgb {
  if (contrastRatio(color, surface) >= MIN_TEXT_CONTRAST) return color
  const target = luminance(surface) > 0.5 ? BLACK : WHITE
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, target, step / 20)
    if (contrastRatio(candidate, surface) >= MIN_TEXT_CONTRAST) return candidate
  }
  return target
}

export function toCss({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** The id of the `<style>` holding a server-rendered page's theme rule (server/http/pageHtml.ts). */
export const THEME_STYLE_ID = 'brand-theme'

/** The rule giving <html> the theme's custom properties, as the server writes it into a page. */
export function themeRule(properties: Record<string, string>): string {
  const declarations = Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${declarations}}`
}
