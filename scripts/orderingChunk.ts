import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rollup } from 'vite'

/**
 * Puts the phone menu (/index, the screen a table QR code opens) in one chunk: the modules of the
 * ordering feature it needs beyond the main chunk, instead of the dozen small chunks Rollup would
 * share out between the ordering screens (one file compresses far better than many; issue 4's
 * first-load budget). Modules reached only through a dynamic import (the cart sheet, the sums, the
 * choosers) stay out, as do shared parts other screens use (page header, dialogs).
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const ORDERING_ROOTS = [
  'src/routes/index/{-$arg}.tsx?tsr-split=component',
  'src/features/menu/MenuScreen.tsx',
  'src/features/menu/prepareOrdering.ts',
]
const ORDERING_CODE = [
  'src/routes/index/',
  'src/features/menu/',
  'src/features/cart/',
  'src/domain/menu/',
  'src/db/carts.ts',
  'src/db/menuCache.ts',
  'src/api/menu.ts',
].map((path) => join(ROOT, path))

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
  const reached = [...staticReach(roots, getModuleInfo)].filter((id) => !inMain.has(id))
  const isOrderingCode = (id: string) => ORDERING_CODE.some((prefix) => id.startsWith(prefix))
  return {
    inMain,
    ordering: new Set(reached.filter(isOrderingCode)),
    shared: new Set(reached.filter((id) => !isOrderingCode(id))),
  }
}

/**
 * Rollup moves a manual chunk's dependencies into it unless they are assigned too: the main
 * chunk's modules are named as the entry chunk (`index`, from index.html) to keep them there, and
 * the small parts the menu shares with other screens (page header, title, retry notice, money
 * text) go together in one `screens` chunk, so those screens never load the menu's.
 */
export function orderingChunk(): Plugin {
  let assignment: Assignment | null = null
  return {
    name: 'shop:ordering-chunk',
    apply: 'build',
    buildStart() {
      assignment = null
    },
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, meta) {
          assignment ??= assign(meta)
          if (assignment.ordering.has(id)) return 'ordering'
          if (assignment.shared.has(id)) return 'screens'
          if (assignment.inMain.has(id) && !meta.getModuleInfo(id)?.isEntry) return 'index'
          return undefined
        },
      }
    },
  }
}
