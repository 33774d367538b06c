import { idlePeriod, nextTask } from '../pwa/idleSteps'
import type { ShopDatabase } from './database'

let opening: Promise<ShopDatabase> | null = null
/** The database once it has opened and the uses that asked meanwhile have had it. */
let handedOut: ShopDatabase | null = null
/** The last of the uses waiting for the database, each given it in a task of its own. */
let lastInLine: Promise<unknown> = Promise.resolve()
/** How many uses wait in that line. */
let inLine = 0
/** False while start-up holds background work (deferBackgroundWork). */
let backgroundOpen = true
/** What waits for it, released one per idle period once it opens. */
const waiting: Array<() => void> = []

/**
 * The Dexie database, loaded in its own chunk on first use. The shell renders from the boot mirror
 * (./mirror) so Dexie, a third of the app's JavaScript, stays off the first-render path.
 */
export function openDb(): Promise<ShopDatabase> {
  if (handedOut && inLine === 0) return Promise.resolve(handedOut)
  opening ??= loadInTurns()
  // The uses that asked while it loaded go on one per task, in the order they asked: given it
  // together, the start-up's reads and writes (offline copies, settings, logs) ran in one long
  // task once it opened (issue 14). One that asks later waits behind them, as it did.
  inLine += 1
  const turn = Promise.all([opening, lastInLine]).then(async ([db]) => {
    await nextTask()
    handedOut = db
    return db
  })
  const left = turn.finally(() => (inLine -= 1))
  lastInLine = left.catch(() => undefined)
  return left
}

/**
 * Dexie's own start (its module), then the database's (its schema), then its opening, then the
 * first use, each in tasks of their own: together they made one long task after the first paint
 * (issue 14), all the writes asked for while the database opened running at once when it had.
 */
async function loadInTurns(): Promise<ShopDatabase> {
  await import('dexie')
  await nextTask()
  const { db } = await import('./database')
  await nextTask()
  await openedOrStuck(db)
  await nextTask()
  return db
}

/** The longest openDb waits for the database to open before handing it out (a browser's open can hang). */
const OPEN_WAIT_MS = 3_000

/**
 * Resolves once the database has opened, failed to, is blocked (an old tab holds an older
 * version) or takes longer than OPEN_WAIT_MS: a failure is not this function's to report. The uses
 * fail or wait as they would have, and the health check (./health.ts) explains it to the diner.
 */
function openedOrStuck(db: ShopDatabase): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      db.on('blocked').unsubscribe(done)
      resolve()
    }
    const timer = setTimeout(done, OPEN_WAIT_MS)
    db.on('blocked', done)
    db.open().then(done, done)
  })
}

/**
 * Imports a module that holds the database in its static imports (the logs, the health check, the
 * outbox, the sweep) once openDb has loaded it in turns, so that importing it does not load the
 * database all in one task again. A database that fails to load fails `load` too.
 */
export function afterDatabaseLoads<T>(load: () => Promise<T>): Promise<T> {
  return openDb().then(load, load)
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
