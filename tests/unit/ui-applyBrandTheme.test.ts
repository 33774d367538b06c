// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_STYLE_ID, themeRule } from '../../src/domain/theme'
import { applyBrandTheme, brandThemeProperties } from '../../src/ui/applyBrandTheme'

/** Counts the changes made to <html>'s style attribute and the theme-color meta from now on. */
function watchWrites(): () => Promise<number> {
  let writes = 0
  const observer = new MutationObserver((records) => (writes += records.length))
  observer.observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: ['style', 'content'],
  })
  return async () => {
    // MutationObserver records arrive in a microtask.
    await Promise.resolve()
    observer.disconnect()
    return writes
  }
}

describe('applyBrandTheme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style')
    document.head.replaceChildren()
  })

  it('sets the brand colour, its readable variant, the text on it and the theme-color meta', () => {
    applyBrandTheme({ r: 190, g: 28, b: 66 })
    const style = document.documentElement.style
    expect(style.getPropertyValue('--brand')).toBe('rgb(190, 28, 66)')
    expect(style.getPropertyValue('--on-brand')).toBe('rgb(255, 255, 255)')
    expect(style.getPropertyValue('--brand-strong')).not.toBe('')
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#be1c42')
  })

  it('writes nothing when the page already has the colour (each write restyles the page)', async () => {
    applyBrandTheme({ r: 190, g: 28, b: 66 })
    const writes = watchWrites()
    applyBrandTheme({ r: 190, g: 28, b: 66 })
    expect(await writes()).toBe(0)
  })

  it('writes a different colour', async () => {
    applyBrandTheme({ r: 190, g: 28, b: 66 })
    const writes = watchWrites()
    applyBrandTheme({ r: 255, g: 221, b: 0 })
    expect(await writes()).toBeGreaterThan(0)
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('rgb(255, 221, 0)')
    expect(document.documentElement.style.getPropertyValue('--on-brand')).toBe('rgb(0, 0, 0)')
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffdd00')
  })

  describe('on a page the server rendered with its theme rule', () => {
    const rendered = (color: { r: number; g: number; b: number }) => {
      const style = document.createElement('style')
      style.id = THEME_STYLE_ID
      style.textContent = themeRule(brandThemeProperties(color))
      // index.html's meta, in the default colour.
      const meta = document.createElement('meta')
      meta.name = 'theme-color'
      meta.content = '#be1c42'
      document.head.append(style, meta)
    }

    it('writes no property when the page has the colour already', async () => {
      rendered({ r: 190, g: 28, b: 66 })
      const writes = watchWrites()
      applyBrandTheme({ r: 190, g: 28, b: 66 })
      expect(await writes()).toBe(0)
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#be1c42')
    })

    it('writes another colour over the rendered one, and back', () => {
      rendered({ r: 190, g: 28, b: 66 })
      applyBrandTheme({ r: 255, g: 221, b: 0 })
      expect(document.documentElement.style.getPropertyValue('--brand')).toBe('rgb(255, 221, 0)')
      applyBrandTheme({ r: 190, g: 28, b: 66 })
      expect(document.documentElement.style.getPropertyValue('--brand')).toBe('rgb(190, 28, 66)')
    })
  })
})
