import { fileURLToPath } from 'node:url'
import type { Plugin, Rollup } from 'vite'

/**
 * Puts the phone menu (/index, the screen a table QR code opens) in one chunk: the modules of the
 * ordering feature it needs beyond the main chunk, instead of the dozen small chunks Rollup would
 * share out between the ordering screens (one file compresses far better than many; issue 4's
 * first-load budget). Modules reached only through a dynamic import (the cart sheet, the sums, the
 * choosers) stay out, as do shared parts other screens use (page header, dialogs).
 */

const ROOT = new URL('../', import.meta.url)
const ORDERING_ROOTS = ['src/features/menu/MenuScreen.tsx', 'src/features/menu/prepareOrdering.ts']
const ORDERING_CODE = [
  'src/features/menu/',
  'src/features/cart/',
  'src/domain/menu/',
  'src/db/carts.ts',
  'src/db/menuCache.ts',
  'src/api/menu.ts',
].map((path) => fileURLToPath(new URL(path, ROOT)))

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
  const roots = ORDERING_ROOTS.map((path) => fileURLToPath(new URL(path, ROOT)))
  const reached = [...staticReach(roots, getModuleInfo)].filter((id) => !inMain.has(id))
  const isOrderingCode = (id: string) => ORDERING_CODE.some((prefix) => id.startsWith(prefix))
  return {
    inMain,
    ordering: new Set(reached.filter(isOrderingCode)),
    shared: new Set(reached.filter((id) => !isOrderingCode(id))),
  }
}

/** A chunk of its own for a shared module, named after its path (src/ui/Dialog.tsx → ui-Dialog). */
function ownChunkName(id: string): string {
  const path = fileURLToPath(new URL('src/', ROOT))
  return (id.startsWith(path) ? id.slice(path.length) : id)
    .replace(/\.[^./]+$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
}

/**
 * Rollup moves a manual chunk's dependencies into it unless they are assigned too: the main
 * chunk's modules are named as the entry chunk (`index`, from index.html) to keep them there, and
 * the parts the menu shares with other screens (page header, dialogs, texts) get chunks of their
 * own, so those screens never load the menu's.
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
          if (assignment.shared.has(id)) return ownChunkName(id)
          if (assignment.inMain.has(id) && !meta.getModuleInfo(id)?.isEntry) return 'index'
          return undefined
        },
      }
    },
  }
}
