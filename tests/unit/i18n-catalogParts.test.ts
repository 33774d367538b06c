import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale, loadCatalogPart } from '../../src/i18n/catalog'

/**
 * A route's catalog part asked for while the language is still loading (its loader ran after the
 * app began activating the language) stays loaded: activating must not drop its words, or the
 * screen shows message ids (seen on CI: the account screen's login gate).
 */
describe('catalog parts and activating a language', () => {
  it('keeps a part asked for while the language loads', async () => {
    // The part's file is at hand and the language's main catalog is not: the part arrives first.
    const { messages: member } = (await import('../../src/locales/zh-cn/member.po')) as {
      messages: Record<string, unknown>
    }
    const i18n = setupI18n()
    const activating = activateLocale(i18n, 'zh-cn')
    await Promise.resolve()
    await Promise.all([activating, loadCatalogPart(i18n, 'member')])
    const ids = Object.keys(member)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.filter((id) => !(id in i18n.messages))).toEqual([])
  })

  it('keeps a part asked for before the language loads', async () => {
    const i18n = setupI18n()
    await loadCatalogPart(i18n, 'orders')
    await activateLocale(i18n, 'zh-hk')
    const { messages: orders } = (await import('../../src/locales/zh-hk/orders.po')) as {
      messages: Record<string, unknown>
    }
    expect(Object.keys(orders).filter((id) => !(id in i18n.messages))).toEqual([])
  })
})
