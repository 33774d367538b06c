import type { ShopDatabase } from './database'

let opening: Promise<ShopDatabase> | null = null

/**
 * The Dexie database, loaded in its own chunk on first use. The shell renders from the boot mirror
 * (./mirror) so Dexie, a third of the app's JavaScript, stays off the first-render path.
 */
export function openDb(): Promise<ShopDatabase> {
  opening ??= import('./database').then((module) => module.db)
  return opening
}
