import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type Entry = { id: string; translation: string }

const LOCALES_DIR = new URL('../../src/locales/', import.meta.url)
/**
 * The catalogs of a language: messages (every page), and the parts some screens load beside it:
 * member (the member area), shops (the shop pages), cart (the cart sheet, remark and choosers),
 * checkout, orders and scan (the table-code scanner).
 */
const CATALOGS = readdirSync(new URL('en/', LOCALES_DIR)).filter((name) => name.endsWith('.po'))

/** Reads the msgid/msgstr pairs of one Lingui .po catalog (multi-line strings joined). */
function readCatalog(locale: string, file: string): Entry[] {
  const text = readFileSync(new URL(`${locale}/${file}`, LOCALES_DIR), 'utf8')
  const entries: Entry[] = []
  let current: { id: string[]; translation: string[] } | null = null
  let field: 'id' | 'translation' | null = null
  const unquote = (s: string) => JSON.parse(s) as string
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      if (current) entries.push({ id: current.id.join(''), translation: current.translation.join('') })
      current = { id: [unquote(line.slice(6))], translation: [] }
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.translation.push(unquote(line.slice(7)))
      field = 'translation'
    } else if (line.startsWith('"') && current && field) {
      current[field].push(unquote(line))
    }
  }
  if (current) entries.push({ id: current.id.join(''), translation: current.translation.join('') })
  return entries.filter((entry) => entry.id !== '')
}

const HAN = /\p{Script=Han}/u
/** A message made only of placeholders, digits and punctuation needs no Chinese. */
const languageFree = (text: string) =>
  text.replace(/\{[^}]*\}|<\/?\d+>/g, '').replace(/[\d\s\p{P}\p{S}]/gu, '') === ''

describe.each(CATALOGS)('translation catalog %s', (file) => {
  const english = readCatalog('en', file)

  it('exists in every language and is not empty', () => {
    expect(CATALOGS).toEqual([
      'cart.po',
      'checkout.po',
      'member.po',
      'messages.po',
      'orders.po',
      'scan.po',
      'shops.po',
    ])
    expect(english.length).toBeGreaterThan(20)
  })

  it.each(['en', 'zh-cn', 'zh-hk'])('%s translates every message', (locale) => {
    const catalog = new Map(readCatalog(locale, file).map((entry) => [entry.id, entry.translation]))
    const missing = english.filter((entry) => !catalog.get(entry.id)?.trim()).map((entry) => entry.id)
    expect(missing).toEqual([])
  })

  it.each(['zh-cn', 'zh-hk'])('%s leaves no English behind', (locale) => {
    const untranslated = readCatalog(locale, file)
      .filter((entry) => !languageFree(entry.translation) && !HAN.test(entry.translation))
      .map((entry) => `${entry.id} → ${entry.translation}`)
    expect(untranslated).toEqual([])
  })

  it('keeps placeholders intact in every translation', () => {
    // Top-level arguments only: `{minutes, plural, one {…} other {…}}` is `minutes`, whatever the
    // language's plural branches.
    const placeholders = (text: string) => {
      const names: string[] = []
      let depth = 0
      let start = 0
      for (let index = 0; index < text.length; index++) {
        if (text[index] === '{' && depth++ === 0) start = index + 1
        if (text[index] === '}' && --depth === 0) names.push(text.slice(start, index).split(',')[0]!.trim())
      }
      return names.sort()
    }
    for (const locale of ['zh-cn', 'zh-hk']) {
      for (const entry of readCatalog(locale, file)) {
        const source = english.find((e) => e.id === entry.id)
        if (source)
          expect([locale, entry.id, placeholders(entry.translation)]).toEqual([
            locale,
            entry.id,
            placeholders(source.translation || source.id),
          ])
      }
    }
  })
})
