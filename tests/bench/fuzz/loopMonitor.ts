import { writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Loaded into the fuzzed server (`node --import`): the event loop's longest block while the fuzz
 * runs. SIGUSR2 starts the count afresh (the fuzz run sends it once the server is up, so start-up
 * work is not counted); at exit the longest delay, in ms, is written to FUZZ_LOOP_FILE.
 */

const file = process.env.FUZZ_LOOP_FILE
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  process.on('SIGUSR2', () => delay.reset())
  process.on('exit', () => {
    delay.disable()
    const ms = (ns: number) => Math.round(ns / 1e5) / 10
    writeFileSync(file, JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)) }))
  })
}
