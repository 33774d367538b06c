import type { Plugin } from 'vite'

/**
 * Fails the build when Dexie reaches what a page loads before its first render: the entry chunk
 * of index.html and the chunks it imports statically. The first render reads IndexedDB without
 * Dexie (src/db/bootPeek.ts); Dexie (about 30 KB gzip) loads afterwards, in a dynamic import.
 */

/** A module of Dexie or of its companions (dexie-react-hooks), by its resolved path. */
const DEXIE_MODULE = /[\\/]node_modules[\\/]dexie[^\\/]*[\\/]/

/** The parts of Rollup's output the check reads (an OutputChunk or OutputAsset has them). */
export type BundleFile =
  | {
      type: 'chunk'
      fileName: string
      facadeModuleId: string | null
      imports: readonly string[]
      moduleIds: readonly string[]
    }
  | { type: 'asset'; fileName: string }

type Chunk = Extract<BundleFile, { type: 'chunk' }>

/** The entry chunk of index.html and every chunk it reaches through static imports. */
function firstLoadChunks(files: readonly BundleFile[]): Chunk[] {
  const byName = new Map<string, Chunk>()
  for (const file of files) if (file.type === 'chunk') byName.set(file.fileName, file)
  const entries = [...byName.values()].filter((chunk) => /[\\/]index\.html$/.test(chunk.facadeModuleId ?? ''))
  const seen = new Set<string>()
  const queue = entries.map((chunk) => chunk.fileName)
  while (queue.length > 0) {
    const name = queue.pop()!
    if (seen.has(name)) continue
    seen.add(name)
    queue.push(...(byName.get(name)?.imports ?? []))
  }
  return [...seen].flatMap((name) => byName.get(name) ?? [])
}

/** Each first-load chunk that holds Dexie, with the Dexie modules in it; empty when none does. */
export function dexieInFirstLoad(files: readonly BundleFile[]): { chunk: string; modules: string[] }[] {
  return firstLoadChunks(files)
    .map((chunk) => ({
      chunk: chunk.fileName,
      modules: chunk.moduleIds.filter((id) => DEXIE_MODULE.test(id)),
    }))
    .filter((found) => found.modules.length > 0)
}

export function entryWithoutDexie(): Plugin {
  return {
    name: 'shop:entry-without-dexie',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = dexieInFirstLoad(Object.values(bundle))
      if (found.length === 0) return
      const where = found.map(
        ({ chunk, modules }) =>
          `${chunk} (${modules.length} Dexie modules, e.g. ${modules[0]?.replace('\0', '')})`,
      )
      this.error(
        `Dexie is in the first load: ${where.join('; ')}. Import the module that brings it with import() ` +
          'after the first render (see src/db/bootPeek.ts and scripts/entryWithoutDexie.ts).',
      )
    },
  }
}
