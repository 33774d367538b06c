#!/usr/bin/env node
// Fills empty msgstr entries of the zh-cn and zh-hk catalogs (every .po file of theirs) from JSON files of
// { "<msgid>": { "zh-cn": "…", "zh-hk": "…" } } (default: every .tmp/translations/*.json), after
// `lingui extract` has added the new msgids. Run: node scripts/fill-translations.mjs [files…]
// Only empty translations are filled, so a reviewed translation is never overwritten.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCALES = ['zh-cn', 'zh-hk']
const DEFAULT_DIR = '.tmp/translations'

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(DEFAULT_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(DEFAULT_DIR, name))

const wanted = new Map()
for (const file of files) {
  for (const [id, byLocale] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    wanted.set(id, { ...wanted.get(id), ...byLocale })
  }
}

const unquote = (text) => JSON.parse(text)
const quote = (text) => JSON.stringify(text)

const catalogs = LOCALES.flatMap((locale) =>
  readdirSync(`src/locales/${locale}`)
    .filter((name) => name.endsWith('.po'))
    .map((name) => ({ locale, path: `src/locales/${locale}/${name}` })),
)

for (const { locale, path } of catalogs) {
  const lines = readFileSync(path, 'utf8').split('\n')
  let filled = 0
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index].startsWith('msgid ')) continue
    // Join a multi-line msgid ("" followed by quoted continuation lines).
    let id = unquote(lines[index].slice(6))
    let next = index + 1
    while (lines[next]?.startsWith('"')) id += unquote(lines[next++])
    if (lines[next] !== 'msgstr ""' || lines[next + 1]?.startsWith('"')) continue
    const translation = wanted.get(id)?.[locale]
    if (!id || !translation) continue
    lines[next] = `msgstr ${quote(translation)}`
    filled++
  }
  writeFileSync(path, lines.join('\n'))
  const missing = []
  for (let index = 0; index < lines.length; index++) {
    if (lines[index] === 'msgstr ""' && !lines[index + 1]?.startsWith('"') && lines[index - 1] !== 'msgid ""')
      missing.push(lines[index - 1])
  }
  console.log(
    `${path}: filled ${filled}; still empty ${missing.length}${missing.length ? `:\n  ${missing.join('\n  ')}` : ''}`,
  )
}
