import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 and later; a plain comment elsewhere): every function
 * of a script that starts with it is compiled with the script, on the streaming compiler's
 * background thread while the file downloads, instead of on the main thread the first time it is
 * called. Without it, the first calls into React, the router and the app after the first paint
 * compiled some 170–230 ms of code on the main thread of a menu page (trace at 1× CPU), inside
 * the tasks issue 14 wants under 50 ms at 4×; with it, about 1 ms.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The parts of Rollup's output this plugin touches (an OutputChunk or OutputAsset has them). */
type BundleFile =
  | { type: 'chunk'; fileName: string; code: string; sourcemapFileName?: string | null }
  | { type: 'asset'; fileName: string; source: string | Uint8Array }

/**
 * Puts the hint first in every JavaScript chunk, after minification (which drops comments). A
 * chunk is code the app loads because it is about to run it: the first load's, a screen's, or a
 * background step's. A source map, when one is built, is shifted down the added line.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    // After Vite's own steps: its preload helper puts a line of its own at the top of a chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, BundleFile>)
      },
    },
  }
}

export function addCompileHints(bundle: Record<string, BundleFile>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue
    file.code = COMPILE_HINT + file.code
    const map = bundle[file.sourcemapFileName ?? `${file.fileName}.map`]
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const parsed = JSON.parse(map.source) as { mappings: string }
      // A ';' in `mappings` is a line break: the generated code starts one line lower.
      map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
    }
  }
}
