import { type Rgb, readableOn, textOn, toCss, toHex } from '../domain/theme'

/**
 * Writes the brand colour into CSS custom properties on <html> and the theme-color meta:
 * --brand (as set), --brand-strong (AA-readable on white, for text, links and outlines),
 * --on-brand (black or white text on a --brand background).
 */
export function applyBrandTheme(color: Rgb): void {
  const style = document.documentElement.style
  style.setProperty('--brand', toCss(color))
  style.setProperty('--brand-strong', toCss(readableOn(color)))
  style.setProperty('--on-brand', toCss(textOn(color)))
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  meta.content = toHex(color)
}
