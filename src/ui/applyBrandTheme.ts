import { type Rgb, readableOn, THEME_STYLE_ID, textOn, themeRule, toCss, toHex } from '../domain/theme'

/**
 * The CSS custom properties of a brand colour on <html>: --brand (as set), --brand-strong
 * (AA-readable on white, for text, links and outlines), --on-brand (black or white text on a
 * --brand background). The server writes them into a page it renders (src/ssr).
 */
export function brandThemeProperties(
  color: Rgb,
): Record<'--brand' | '--brand-strong' | '--on-brand', string> {
  return {
    '--brand': toCss(color),
    '--brand-strong': toCss(readableOn(color)),
    '--on-brand': toCss(textOn(color)),
  }
}

/**
 * Writes the brand colour into the custom properties on <html> and the theme-color meta; nothing
 * on the server, whose pages carry their colour (server/http/pageHtml.ts).
 */
export function applyBrandTheme(color: Rgb): void {
  if (typeof document === 'undefined') return
  const style = document.documentElement.style
  const properties = brandThemeProperties(color)
  // Each write restyles the whole page: a repeat call (the loader's, then the brand context's), or
  // the first on a page the server rendered in this colour, writes nothing.
  if (!renderedInTheme(properties, style))
    for (const [name, value] of Object.entries(properties))
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value)
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  const hex = toHex(color)
  if (meta.content !== hex) meta.content = hex
}

/** Whether the page has `properties` from the server's theme rule, not overridden on <html>. */
function renderedInTheme(properties: Record<string, string>, style: CSSStyleDeclaration): boolean {
  const rendered = document.getElementById(THEME_STYLE_ID)
  return (
    rendered !== null &&
    rendered.textContent === themeRule(properties) &&
    Object.keys(properties).every((name) => style.getPropertyValue(name) === '')
  )
}
