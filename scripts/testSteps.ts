import { spawnSync } from 'node:child_process'

/**
 * `npm test`: every check in order, each step on a timestamped line with its wall time, and a summary
 * at the end, so a CI log says where the time goes. The build runs once, before the two suites that
 * use it (the server tests' renderer, the browser tests' pages). Stops at the first failing step.
 */
const STEPS: { name: string; command: string }[] = [
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'catalogs', command: 'npm run -s i18n:check' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'unit tests', command: 'npm run -s test:unit' },
  { name: 'build', command: 'TEST_BUILD=1 npm run -s build' },
  { name: 'server tests', command: 'npm run -s test:server' },
  { name: 'browser tests', command: 'npx playwright test' },
]

const clock = () => new Date().toISOString().slice(11, 19)
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

const done: { name: string; ms: number }[] = []
const started = Date.now()
let failed: string | null = null
for (const step of STEPS) {
  console.log(`\n[${clock()}] ▶ ${step.name}: ${step.command}`)
  const stepStarted = Date.now()
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit' })
  const ms = Date.now() - stepStarted
  done.push({ name: step.name, ms })
  const ok = result.status === 0
  console.log(`[${clock()}] ${ok ? '✓' : '✗'} ${step.name} in ${seconds(ms)}`)
  if (!ok) {
    failed = step.name
    break
  }
}

console.log(`\n[${clock()}] steps (wall time):`)
for (const { name, ms } of done) console.log(`  ${name.padEnd(14)} ${seconds(ms).padStart(7)}`)
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(7)}`)
if (failed) {
  console.error(`npm test failed at: ${failed}`)
  process.exit(1)
}
