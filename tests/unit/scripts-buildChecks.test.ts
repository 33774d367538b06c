import { describe, expect, it } from 'vitest'
import { type BundleFile, dexieInFirstLoad } from '../../scripts/entryWithoutDexie'
import { missingOrderingPaths } from '../../scripts/orderingChunk'

const DEXIE = '/repo/node_modules/dexie/dist/modern/dexie.mjs'
const HOOKS = '/repo/node_modules/dexie-react-hooks/dist/dexie-react-hooks.mjs'

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade: string | null = null,
): BundleFile {
  return { type: 'chunk', fileName, facadeModuleId: facade, imports, moduleIds }
}

describe('dexieInFirstLoad', () => {
  const entry = (imports: string[], moduleIds = ['/repo/src/main.tsx']) =>
    chunk('assets/index.js', moduleIds, imports, '/repo/index.html')

  it('passes a build whose Dexie is only reached through dynamic imports', () => {
    const files = [
      entry(['assets/shared.js']),
      chunk('assets/shared.js', ['/repo/src/ui/toasts.ts']),
      chunk('assets/db.js', [DEXIE]),
    ]
    expect(dexieInFirstLoad(files)).toEqual([])
  })

  it('names the entry chunk when it holds Dexie', () => {
    expect(dexieInFirstLoad([entry([], ['/repo/src/main.tsx', DEXIE])])).toEqual([
      { chunk: 'assets/index.js', modules: [DEXIE] },
    ])
  })

  it('follows the static imports of the entry, which load before the first render too', () => {
    const files = [
      entry(['assets/a.js']),
      chunk('assets/a.js', ['/repo/src/a.ts'], ['assets/b.js']),
      chunk('assets/b.js', [HOOKS]),
      { type: 'asset', fileName: 'assets/index.css' } as const,
    ]
    expect(dexieInFirstLoad(files)).toEqual([{ chunk: 'assets/b.js', modules: [HOOKS] }])
  })

  it('ignores entries other than index.html (the service worker bundles Dexie on purpose)', () => {
    expect(dexieInFirstLoad([chunk('sw.mjs', [DEXIE], [], '/repo/src/sw/sw.ts')])).toEqual([])
  })
})

describe('missingOrderingPaths', () => {
  it('finds every path scripts/orderingChunk.ts lists in the tree', () => {
    expect(missingOrderingPaths()).toEqual([])
  })

  it('names a listed path that is gone, without the query of a split route', () => {
    const missing = missingOrderingPaths((path) => !path.endsWith('/src/routes/index/{-$arg}.tsx'))
    expect(missing).toEqual(['src/routes/index/{-$arg}.tsx?tsr-split=component'])
  })
})
