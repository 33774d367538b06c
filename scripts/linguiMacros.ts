import { readFileSync } from 'node:fs'

/**
 * Babel options for @vitejs/plugin-react: Lingui's macro plugin for the files that import a macro
 * and nothing for the others, which then skip Babel altogether (about 7 files in 10: a build and a
 * test run parse only the rest twice). Read from disk at each transform, so a file that starts using
 * `t` or `<Trans>` is compiled with the plugin without a restart.
 */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core\/|react\/)?macro['"]/

export function linguiMacroBabel(id: string): { plugins: string[] } {
  const file = id.split('?')[0] ?? id
  return { plugins: usesMacros(file) ? ['@lingui/babel-plugin-lingui-macro'] : [] }
}

function usesMacros(file: string): boolean {
  if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return false
  try {
    return MACRO_IMPORT.test(readFileSync(file, 'utf8'))
  } catch {
    // A virtual module: none of them imports a macro.
    return false
  }
}
