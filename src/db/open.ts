import { idlePeriod } from '../pwa/idleSteps'
import type { ShopDatabase } from './database'

let opening: Promise<ShopDatabase> | null = null
/** False while start-up holds background work (deferBackgroundWork). */
let backgroundOpen = true
/** What waits for it, released one per idle period once it opens. */
const waiting: Array<() => void> = []

/**
 * The Dexie database, loaded in its own chunk on first use. The shell renders from the boot mirror
 * (./mirror) so Dexie, a third of the app's JavaScript, stays off the first-render path.
 */
export function openDb(): Promise<ShopDatabase> {
  opening ??= import('./database').then((module) => module.db)
  return opening
}

/**
 * Holds background writes (offline copies of answers, logs) until `until` settles, so that the first
 * render's downloads are not slowed by the database's. Reads never wait: they open the database at once.
 */
export function deferBackgroundWork(until: Promise<void>): void {
  backgroundOpen = false
  void until.then(releaseInTurns)
}

/**
 * Lets what waited go, one per idle period of the main thread, in the order it came: released
 * together, the start-up's writes, lazy imports and the database's start made one long task after
 * the first paint (issue 14). What asks while they go waits its turn after them.
 */
async function releaseInTurns(): Promise<void> {
  while (waiting.length > 0) {
    await idlePeriod()
    waiting.shift()!()
  }
  backgroundOpen = true
}

/** Resolves when background writes may start (at once unless the app start deferred them). */
export function backgroundWorkAllowed(): Promise<void> {
  if (backgroundOpen) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}
