import { join } from 'node:path'
import { isFresh } from './builtRenderer'

/**
 * How a test runs the server or the staff command as a process: the build's bundle, dist/.server
 * (what `npm start` and `npm run staff` run), when `npm run build` made it after the last change to
 * what it bundles (as `npm test` does, building once); the sources through tsx otherwise, so that
 * a test run alone never runs yesterday's code.
 */

/** What the server bundle is made of (the server imports nothing of src/ but src/domain). */
const SOURCES = [
  'server',
  'src/domain',
  'scripts/staff.ts',
  'scripts/filesBesideBundle.ts',
  'vite.server.config.ts',
  'package.json',
]

const SOURCE_OF = { main: 'server/main.ts', staff: 'scripts/staff.ts' } as const

let fresh: Promise<boolean> | null = null

/** Node's arguments that run `entry`. */
export async function serverCommand(entry: keyof typeof SOURCE_OF): Promise<string[]> {
  const built = join('dist', '.server')
  fresh ??= isFresh(join(built, 'main.js'), SOURCES)
  return (await fresh) ? [join(built, `${entry}.js`)] : ['--import', 'tsx', SOURCE_OF[entry]]
}
