import { type ChildProcess, spawn } from 'node:child_process'

/**
 * `npm test`: every check in order, each step on a timestamped line with its wall time, and a summary
 * at the end, so a CI log says where the time goes. The build runs once, before the two suites that
 * use it (the server tests' renderer, the browser tests' pages). Stops at the first failing step.
 *
 * The typecheck (one core: tsc is single-threaded) runs beside the steps before the unit tests,
 * which leave the other core mostly idle; its output is printed when it ends, and the unit tests
 * wait for it.
 */
type Step = { name: string; command: string }

const BESIDE: Step = { name: 'typecheck', command: 'npm run -s typecheck' }
const STEPS: Step[] = [
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'catalogs', command: 'npm run -s i18n:check' },
  { name: 'build', command: 'TEST_BUILD=1 npm run -s build' },
  { name: 'unit tests', command: 'npm run -s test:unit' },
  { name: 'server tests', command: 'npm run -s test:server' },
  { name: 'browser tests', command: 'npx playwright test' },
]
/** The step that waits for the typecheck before it starts. */
const AFTER_BESIDE = 'unit tests'

const clock = () => new Date().toISOString().slice(11, 19)
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

type Outcome = { ok: boolean; ms: number }

function run(step: Step, output: 'inherit' | 'buffer'): { child: ChildProcess; done: Promise<Outcome> } {
  console.log(
    `\n[${clock()}] ▶ ${step.name}${output === 'buffer' ? ' (beside the next steps)' : ''}: ${step.command}`,
  )
  const started = Date.now()
  // Beside: a process group of its own, so that a failing step stops the whole of it (the shell and tsc).
  const child = spawn(step.command, {
    shell: true,
    stdio: output === 'inherit' ? 'inherit' : 'pipe',
    detached: output === 'buffer',
  })
  const chunks: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Outcome>((resolve) => {
    child.on('close', (code) => {
      const ms = Date.now() - started
      if (chunks.length) process.stdout.write(Buffer.concat(chunks))
      const ok = code === 0
      console.log(`[${clock()}] ${ok ? '✓' : '✗'} ${step.name} in ${seconds(ms)}`)
      resolve({ ok, ms })
    })
  })
  return { child, done }
}

/** Stops a step that runs beside, with everything it started; nothing when it has ended already. */
function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid)
  } catch {
    // Ended meanwhile (ESRCH).
  }
}

const done: { name: string; ms: number }[] = []
const started = Date.now()
let failed: string | null = null
const beside = run(BESIDE, 'buffer')
let besideOutcome: Outcome | null = null
const joinBeside = async () => {
  besideOutcome ??= await beside.done
  if (!done.some((step) => step.name === BESIDE.name)) done.push({ name: BESIDE.name, ms: besideOutcome.ms })
  return besideOutcome.ok
}

for (const step of STEPS) {
  if (step.name === AFTER_BESIDE && !(await joinBeside())) {
    failed = BESIDE.name
    break
  }
  const outcome = await run(step, 'inherit').done
  done.push({ name: step.name, ms: outcome.ms })
  if (!outcome.ok) {
    failed = step.name
    break
  }
}
// A step before the unit tests failed: the typecheck's outcome is not waited for.
if (besideOutcome === null) stopGroup(beside.child)

console.log(
  `\n[${clock()}] steps (wall time; the ${BESIDE.name} ran beside the steps before the ${AFTER_BESIDE}):`,
)
for (const { name, ms } of done) console.log(`  ${name.padEnd(14)} ${seconds(ms).padStart(7)}`)
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(7)}`)
if (failed) {
  console.error(`npm test failed at: ${failed}`)
  process.exit(1)
}
