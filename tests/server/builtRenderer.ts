import { execFile } from 'node:child_process'
import { copyFile, cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * The server's renderer of first screens (src/ssr) in `dir`/.ssr: copied from the build when
 * `npm run build` made it after the last change under src/ (as `npm test` does, building once),
 * built here otherwise, so a test run alone never renders yesterday's code.
 */
export async function placeRenderer(dir: string): Promise<void> {
  const built = join('dist', '.ssr')
  if (await isFresh(join(built, 'renderPage.js'), ['src', 'index.html', 'vite.config.ts', 'package.json'])) {
    await cp(built, join(dir, '.ssr'), { recursive: true })
    return
  }
  await promisify(execFile)('npx', [
    'vite',
    'build',
    '--ssr',
    '--outDir',
    join(dir, '.ssr'),
    '--logLevel',
    'error',
  ])
}

/** The app's script as placeShell's manifest names it. */
export const SHELL_SCRIPT = 'assets/index-app.js'

/**
 * What a build gives the pages around their screens (server/http/pageTemplate.ts): index.html, and
 * a manifest whose `index.html` entry names the app's script.
 */
export async function placeShell(dir: string): Promise<void> {
  await copyFile('index.html', join(dir, 'index.html'))
  await mkdir(join(dir, '.vite'), { recursive: true })
  const entry = { file: SHELL_SCRIPT, name: 'index', src: 'index.html', isEntry: true, css: [] }
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': entry }))
}

/** Whether `file` exists and is newer than every file under `sources`. */
export async function isFresh(file: string, sources: string[]): Promise<boolean> {
  const builtAt = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  )
  if (builtAt === null) return false
  for (const source of sources) {
    if ((await newestChange(source)) > builtAt) return false
  }
  return true
}

async function newestChange(path: string): Promise<number> {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestChange(join(path, entry)))
  return newest
}
