import type { ShopDatabase } from './database'

let opening: Promise<ShopDatabase> | null = null
let backgroundGate: Promise<void> = Promise.resolve()

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
  backgroundGate = until
}

/** Resolves when background writes may start (at once unless the app start deferred them). */
export function backgroundWorkAllowed(): Promise<void> {
  return backgroundGate
}
