/**
 * Built menu answers of this process, each valid for one revision of its restaurant's menu (the
 * database moves the revision on with every write that changes the answer, see schemaMenu.ts). Not
 * shared state: any instance rebuilds what it lacks, and a revision read per request keeps every
 * instance from serving an answer older than a committed write (DESIGN §6).
 */

/** A menu answer as sent, serialized and encoded once when built. */
export type BuiltMenu = {
  /** The menu revision the content was read at; null when the restaurant has none (never cached). */
  revision: number | null
  /** Content hash: the answer's `version` and ETag. */
  version: string
  /** The success envelope with the categories (`unchanged: false`). */
  fullBody: Uint8Array<ArrayBuffer>
  /** The envelope for a client holding this version: `unchanged: true`, no categories. */
  unchangedBody: Uint8Array<ArrayBuffer>
}

type CachedMenu = BuiltMenu & { revision: number }

/** Default budget of kept answers (bytes): 32 MiB, some thousand menus of the demo's size. */
export const MENU_CACHE_MAX_BYTES = 32 * 1024 * 1024

const sizeOf = (menu: BuiltMenu) => menu.fullBody.byteLength + menu.unchangedBody.byteLength

/** Least recently used answers leave first once their size passes the budget. */
export class MenuCache {
  readonly #entries = new Map<string, CachedMenu>()
  #bytes = 0

  constructor(readonly maxBytes = MENU_CACHE_MAX_BYTES) {}

  /** The answer kept under `key` when it was read at exactly `revision`. */
  get(key: string, revision: number): BuiltMenu | undefined {
    const entry = this.#entries.get(key)
    if (entry?.revision !== revision) return undefined
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  /** Keeps the answer unless a newer revision is kept already (a slow read finishing late). */
  set(key: string, menu: BuiltMenu): void {
    if (menu.revision === null || sizeOf(menu) > this.maxBytes) return
    const kept = this.#entries.get(key)
    if (kept && kept.revision > menu.revision) return
    if (kept) this.#remove(key, kept)
    this.#entries.set(key, { ...menu, revision: menu.revision })
    this.#bytes += sizeOf(menu)
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#remove(oldestKey, oldest)
    }
  }

  get size(): number {
    return this.#entries.size
  }

  #remove(key: string, entry: CachedMenu): void {
    this.#entries.delete(key)
    this.#bytes -= sizeOf(entry)
  }
}
