import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { MenuStoreHeader } from '../../src/features/menu/MenuStoreHeader'

const COVER = '/uploads/demo/covers/demo-central.svg'
const LOGO = '/uploads/demo/brands/demo-logo.svg'

/** The header as the server renders it (no window), parsed back into its <img> tags. */
function render(cover: string, logo: string) {
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <MenuStoreHeader name="Kong Kee Café (Central)" cover={cover} logo={logo} />
    </I18nProvider>,
  )
  return { html, images: html.match(/<img[^>]*>/g) ?? [] }
}

describe('the top of a menu', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it('is nothing at all for a restaurant with neither cover nor logo: no empty box, no repeated name', () => {
    expect(render('', '').html).toBe('')
  })

  it('shows a cover and a logo, each with its name, the cover fetched early at its box’s size', () => {
    const { html, images } = render(COVER, LOGO)
    expect(images).toHaveLength(2)
    const [cover, logo] = images as [string, string]
    expect(cover).toContain('alt="Cover of Kong Kee Café (Central)"')
    expect(cover).toContain('width="750" height="300"')
    expect(cover).toMatch(/fetchPriority="high"/)
    expect(cover).toContain('w_375/format,webp 375w')
    expect(cover).not.toContain('w_1125')
    expect(logo).toContain('alt="Logo of Kong Kee Café (Central)"')
    expect(html).toContain('menu-store-covered')
  })

  it('leaves out what is missing: a logo without a cover sits in the flow, a cover without a logo alone', () => {
    const logoOnly = render('', LOGO)
    expect(logoOnly.images).toHaveLength(1)
    expect(logoOnly.images[0]).toContain('class="menu-logo"')
    expect(logoOnly.html).not.toContain('menu-store-covered')
    const coverOnly = render(COVER, '')
    expect(coverOnly.images).toHaveLength(1)
    expect(coverOnly.images[0]).toContain('class="menu-cover"')
  })
})
