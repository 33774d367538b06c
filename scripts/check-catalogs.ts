/**
 * `npm run i18n:check`: fails when the Lingui catalogs in src/locales are out of date with the source
 * (a message added, changed or removed since the last `npm run i18n:fill`) or when a message has no
 * translation in one of the languages. It runs `lingui extract --clean` into a temporary copy of the
 * catalogs (lingui.config.ts reads LINGUI_CATALOGS_DIR) and compares, so it writes nothing under src/.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The committed catalogs; another folder may be named as the first argument (to try the check). */
const CATALOGS_DIR = process.argv[2] ?? 'src/locales'
const LINGUI = join('node_modules', '.bin', 'lingui')
/** How many message ids a report names per catalog before it says "and N more". */
const NAMED_PER_CATALOG = 10

type Entry = { id: string; translation: string; origins: string }

/** The entries of a .po catalog (multi-line strings joined), without the header entry. */
function readEntries(text: string): Entry[] {
  const entries: Entry[] = []
  let current: Entry | null = null
  let field: 'id' | 'translation' | null = null
  let origins: string[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith('#: ')) {
      origins.push(line.slice(3))
    } else if (line.startsWith('msgid ')) {
      if (current) entries.push(current)
      current = { id: JSON.parse(line.slice(6)), translation: '', origins: origins.join(' ') }
      origins = []
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.translation = JSON.parse(line.slice(7))
      field = 'translation'
    } else if (line.startsWith('"') && current && field) {
      current[field] += JSON.parse(line)
    }
  }
  if (current) entries.push(current)
  return entries.filter((entry) => entry.id !== '')
}

/** Every catalog file as `<locale>/<name>.po`, relative to `root`. */
function catalogFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(join(root, locale.name))
        .filter((name) => name.endsWith('.po'))
        .map((name) => `${locale.name}/${name}`),
    )
    .sort()
}

function named(ids: string[]): string {
  const shown = ids.slice(0, NAMED_PER_CATALOG).map((id) => JSON.stringify(id))
  const more = ids.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ')
}

/** What differs between the committed catalog and the freshly extracted one, in words. */
function describeDrift(file: string, committed: string | null, extracted: string | null): string {
  if (committed === null) return `${file}: missing (the source has messages for it)`
  if (extracted === null) return `${file}: no longer produced by the extraction`
  const before = new Map(readEntries(committed).map((entry) => [entry.id, entry.origins]))
  const after = new Map(readEntries(extracted).map((entry) => [entry.id, entry.origins]))
  const added = [...after.keys()].filter((id) => !before.has(id))
  const removed = [...before.keys()].filter((id) => !after.has(id))
  const moved = [...after].filter(([id, origins]) => before.has(id) && before.get(id) !== origins)
  const parts = [
    added.length > 0 ? `new ${named(added)}` : '',
    removed.length > 0 ? `gone ${named(removed)}` : '',
    moved.length > 0 ? `now in other source files ${named(moved.map(([id]) => id))}` : '',
  ].filter(Boolean)
  return `${file}: ${parts.length > 0 ? parts.join('; ') : 'formatting or order changed'}`
}

function readIfExists(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

const copy = mkdtempSync(join(tmpdir(), 'catalog-check-'))
try {
  cpSync(CATALOGS_DIR, copy, { recursive: true })
  // Lingui's progress output is noise here; a failure throws with it in the error.
  execFileSync(LINGUI, ['extract', '--clean'], {
    env: { ...process.env, LINGUI_CATALOGS_DIR: copy },
    stdio: 'pipe',
  })

  const files = [...new Set([...catalogFiles(CATALOGS_DIR), ...catalogFiles(copy)])].sort()
  const drift: string[] = []
  const untranslated: string[] = []
  for (const file of files) {
    const committed = readIfExists(join(CATALOGS_DIR, file))
    const extracted = readIfExists(join(copy, file))
    if (committed !== extracted) drift.push(describeDrift(file, committed, extracted))
    const empty = readEntries(extracted ?? '').filter((entry) => entry.translation.trim() === '')
    if (empty.length > 0) untranslated.push(`${file}: ${named(empty.map((entry) => entry.id))}`)
  }

  if (drift.length > 0 || untranslated.length > 0) {
    const report = [
      drift.length > 0 ? `Catalogs out of date with the source:\n  ${drift.join('\n  ')}` : '',
      untranslated.length > 0 ? `Messages without a translation:\n  ${untranslated.join('\n  ')}` : '',
      "Run `npm run i18n:fill` (new messages' translations in .tmp/translations/*.json, see " +
        'scripts/fill-translations.mjs) and commit src/locales.',
    ].filter(Boolean)
    console.error(report.join('\n'))
    process.exitCode = 1
  } else {
    console.log(`Catalogs up to date: ${files.length} files, every message translated.`)
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
