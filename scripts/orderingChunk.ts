import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rollup } from 'vite'
import { SCREEN_SPLIT_QUERY } from '../server/http/routeSplitting'

/**
 * Puts the phone menu (/index, the screen a table QR code opens) in one chunk: the modules of the
 * ordering feature it needs beyond the main chunk, instead of the dozen small chunks Rollup would
 * share out between the ordering screens (one file compresses far better than many; issue 4's
 * first-load budget). Modules reached only through a dynamic import (the cart sheet, the sums, the
 * choosers) stay out, as do shared parts other screens use (page header, dialogs).
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const ORDERING_ROOTS = [
  `src/routes/index/{-$arg}.tsx${SCREEN_SPLIT_QUERY}`,
  'src/features/menu/MenuScreen.tsx',
  'src/features/menu/loadOrdering.ts',
]
const ORDERING_CODE = [
  'src/routes/index/',
  'src/features/menu/',
  'src/features/cart/',
  'src/domain/menu/',
  'src/db/carts.ts',
  'src/db/menuCache.ts',
  'src/api/shopMenu.ts',
]
const ORDERING_PREFIXES = ORDERING_CODE.map((path) => join(ROOT, path))

/**
 * The API client's sending half, the exchange and the browser's headers, loaded with the first
 * request (src/api/client.ts): one chunk, so that a first request waits for one fetch, not a
 * chain of three.
 */
const API_SENDING = ['src/api/clientSend.ts', 'src/api/sendRequest.ts', 'src/data/headers.ts']
const API_SENDING_IDS = new Set(API_SENDING.map((path) => join(ROOT, path)))

/**
 * The listed paths that are not in the tree (a root's query, such as `?tsr-split=component---loader`, is
 * not part of its path). A moved or renamed file would otherwise drop out of the chunk silently.
 */
export function missingOrderingPaths(exists: (path: string) => boolean = existsSync): string[] {
  return [...ORDERING_ROOTS, ...ORDERING_CODE, ...API_SENDING].filter(
    (path) => !exists(join(ROOT, path.split('?')[0]!)),
  )
}

function staticReach(roots: readonly string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

type Assignment = { inMain: Set<string>; ordering: Set<string>; shared: Set<string> }

function assign({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Assignment {
  const entries = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry)
  const inMain = staticReach(entries, getModuleInfo)
  // Module ids are absolute paths, with the query of virtual modules (TanStack's split routes).
  const roots = ORDERING_ROOTS.map((path) => join(ROOT, path))
  const absent = roots.filter((id) => getModuleInfo(id) == null)
  if (absent.length > 0) {
    throw new Error(`scripts/orderingChunk.ts: ORDERING_ROOTS not in the build: ${absent.join(', ')}`)
  }
  const reached = new Set([...staticReach(roots, getModuleInfo)].filter((id) => !inMain.has(id)))
  const isOrderingCode = (id: string) => ORDERING_PREFIXES.some((prefix) => id.startsWith(prefix))
  // What a shared part imports goes with it (a record schema in src/domain may import the cart
  // line's): the screens chunk must never import the ordering chunk, or the two would import each
  // other and one would run before the other's values exist.
  const sharedParts = [...reached].filter((id) => !isOrderingCode(id))
  const shared = new Set([...staticReach(sharedParts, getModuleInfo)].filter((id) => reached.has(id)))
  return { inMain, ordering: new Set([...reached].filter((id) => !shared.has(id))), shared }
}

/** The chunks that reach themselves through static imports (Rollup's chunk graph must not loop). */
export function chunksInCycles(
  chunks: readonly { fileName: string; imports: readonly string[] }[],
): string[] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  return chunks
    .map((chunk) => chunk.fileName)
    .filter((start) => {
      const seen = new Set<string>()
      const queue = [...(importsOf.get(start) ?? [])]
      while (queue.length > 0) {
        const name = queue.pop()!
        if (name === start) return true
        if (seen.has(name)) continue
        seen.add(name)
        queue.push(...(importsOf.get(name) ?? []))
      }
      return false
    })
}

/**
 * Rollup moves a manual chunk's dependencies into it unless they are assigned too: the main
 * chunk's modules, index.html's own with them, are named as the entry chunk (`index`) to keep them
 * there (left out, index.html's module made an empty entry chunk that Vite drops, and the manifest
 * had no `index.html` entry to name the app's script and stylesheet), and
 * the small parts the menu shares with other screens (page header, title, retry notice, money
 * text) go together in one `screens` chunk, so those screens never load the menu's.
 */
export function orderingChunk(): Plugin {
  let assignment: Assignment | null = null
  let base = '/'
  return {
    name: 'shop:ordering-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildStart() {
      assignment = null
      const missing = missingOrderingPaths()
      if (missing.length > 0) {
        this.error(`scripts/orderingChunk.ts lists paths that do not exist: ${missing.join(', ')}`)
      }
    },
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, meta) {
          assignment ??= assign(meta)
          if (API_SENDING_IDS.has(id)) return 'api'
          if (assignment.ordering.has(id)) return 'ordering'
          if (assignment.shared.has(id)) return 'screens'
          if (assignment.inMain.has(id)) return 'index'
          return undefined
        },
      }
    },
    // The shell (the pages not rendered on the server) asks for data before its first render:
    // it fetches the API's chunk beside its own script rather than after it.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const api = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'api',
        )
        if (!api) return []
        const href = `${base}${api.fileName}`
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' }]
      },
    },
    generateBundle(_options, bundle) {
      const cycles = chunksInCycles(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : [])),
      )
      if (cycles.length > 0)
        this.error(
          `Chunks that import each other (a cycle runs one before the values it needs exist): ${cycles.join(', ')}`,
        )
    },
  }
}
