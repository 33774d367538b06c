import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '../../scripts/compileHints'
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
    expect(missing).toEqual(['src/routes/index/{-$arg}.tsx?tsr-split=component---loader'])
  })
})

describe('addCompileHints', () => {
  // One line of generated code whose `f` comes from line 3, column 2 of src/a.ts.
  const map = { version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAEE' }
  const bundle = () => ({
    'assets/a.js': {
      type: 'chunk' as const,
      fileName: 'assets/a.js',
      code: 'f()',
      sourcemapFileName: 'assets/a.js.map',
    },
    'assets/a.js.map': { type: 'asset' as const, fileName: 'assets/a.js.map', source: JSON.stringify(map) },
    'assets/b.js': { type: 'chunk' as const, fileName: 'assets/b.js', code: 'g()' },
    'assets/a.css': { type: 'asset' as const, fileName: 'assets/a.css', source: 'a{}' },
  })

  it('starts every chunk with the hint, once, and leaves other files alone', () => {
    const files = bundle()
    addCompileHints(files)
    addCompileHints(files)
    expect(files['assets/a.js'].code).toBe(`${COMPILE_HINT}f()`)
    expect(files['assets/b.js'].code).toBe(`${COMPILE_HINT}g()`)
    expect(files['assets/a.css'].source).toBe('a{}')
  })

  it('shifts the source map down the added line, so the code still maps to its source', () => {
    const files = bundle()
    addCompileHints(files)
    // A leading ';' is an empty first line: line 2 now maps where line 1 did.
    expect(JSON.parse(files['assets/a.js.map'].source)).toEqual({ ...map, mappings: ';AAEE' })
  })
})
