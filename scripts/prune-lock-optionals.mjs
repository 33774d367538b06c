// Drops optional dependencies that the lock file names but holds no entry for.
//
// The npm registry reachable here serves only this platform's builds of packages such as
// @rollup/rollup-*, @esbuild/* and @biomejs/cli-*, so `npm install` writes a lock that lists the
// other platforms' optional packages without entries, and `npm ci` then refuses the lock
// ("Missing: … from lock file"). Run after any `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages ?? {}

/** Whether `name` resolves from the package at `location` (its own node_modules, then each parent's). */
function resolves(location, name) {
  let base = location
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

let dropped = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) {
      delete entry.optionalDependencies[name]
      dropped++
    }
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0) {
    delete entry.optionalDependencies
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: dropped ${dropped} optional dependencies this registry does not serve`)
