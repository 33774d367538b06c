/**
 * What a server-rendered page is made of besides its screen (./pageHtml.ts): the head's metadata,
 * written once in index.html between `<!--meta: …-->` and `<!--/meta-->` (the shell has the same), and
 * the app's script and stylesheets, named by the build's manifest (its `index.html` entry). The
 * page's own document is written in pageHtml.ts, never cut out of the built index.html.
 */

export type PageTemplate = {
  /** index.html's metadata: charset, viewport, title, description, theme colour, manifest, icons. */
  meta: string
  /** The app's script, relative to the build (null: a build without its entry in the manifest). */
  script: string | null
  /** The app's own stylesheets, relative to the build. */
  styles: string[]
}

/** The manifest's `index.html` entry, as Vite writes it. */
type EntryChunk = { file?: string; isEntry?: boolean; css?: string[] }

/** The block's opening comment (it says why after the colon) and its closing one. */
const META_OPEN = '<!--meta:'
const META_CLOSE = '<!--/meta-->'

/** The metadata block of an index.html; '' when it has none. */
function metaOf(indexHtml: string): string {
  const start = indexHtml.indexOf(META_OPEN)
  const opened = start < 0 ? -1 : indexHtml.indexOf('-->', start)
  const end = opened < 0 ? -1 : indexHtml.indexOf(META_CLOSE, opened)
  if (end < 0) return ''
  return indexHtml.slice(opened + '-->'.length, end).trim()
}

/** The template of a build: its index.html's metadata and its manifest's entry. */
export function pageTemplateOf(manifest: Record<string, EntryChunk>, indexHtml: string): PageTemplate {
  const entry = manifest['index.html']
  const script = entry?.isEntry && entry.file ? entry.file : null
  return { meta: metaOf(indexHtml), script, styles: script ? (entry?.css ?? []) : [] }
}

/** The files the page loads itself (the app's script and stylesheets): no route preloads them again. */
export function templateFiles(template: PageTemplate): string[] {
  return [...(template.script ? [template.script] : []), ...template.styles]
}

/** The app's script element, as Vite's own in index.html. */
export function appScript(template: PageTemplate): string {
  return template.script ? `<script type="module" crossorigin src="/shop/${template.script}"></script>` : ''
}
