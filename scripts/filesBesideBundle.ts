import { cp } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The server finds its own files (the migrations, the demo pictures) with
 * `new URL('./name', import.meta.url)`, beside the module that names them. Bundled, every module's
 * `import.meta.url` is the bundle's, so this plugin copies each such file or folder from beside
 * its module to beside the bundle, under the same relative name: the code runs unchanged from its
 * sources (tsx, the tests) and from dist/.server. Two modules naming the same relative path for
 * different files, or a path leaving the output folder, fail the build.
 */

/** `new URL('./x', import.meta.url)`: the relative path in group 2. */
const BESIDE_MODULE = /new URL\(\s*(['"`])(\.\.?\/[^'"`]*)\1\s*,\s*import\.meta\.url\s*\)/g

export function filesBesideBundle(): Plugin {
  /** Relative name beside the bundle → the file or folder it is copied from. */
  const files = new Map<string, string>()
  return {
    name: 'shop:files-beside-bundle',
    apply: 'build',
    buildStart() {
      files.clear()
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0')) return null
      for (const [, , path] of code.matchAll(BESIDE_MODULE)) {
        const source = resolve(dirname(id), path!)
        const name = relative(dirname(id), source)
        if (name.startsWith('..') || isAbsolute(name))
          this.error(`${path} leaves the bundle's folder: the bundle could not find it`)
        const known = files.get(name)
        if (known !== undefined && known !== source)
          this.error(`${name} names both ${known} and ${source}: they would be one file beside the bundle`)
        files.set(name, source)
      }
      return null
    },
    async writeBundle(options) {
      const outDir = options.dir ?? dirname(options.file ?? '.')
      for (const [name, source] of files) await cp(source, join(outDir, name), { recursive: true })
    },
  }
}
