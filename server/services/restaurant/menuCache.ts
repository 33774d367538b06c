import { LRUCache } from 'lru-cache'
import type { Encoding } from '../../http/compression'

/**
 * Built menu answers of this process, each valid for one revision of its restaurant's menu (the
 * database moves the revision on with every write that changes the answer, see schemaMenu.ts). Not
 * shared state: any instance rebuilds what it lacks, and a revision read per request keeps every
 * instance from serving an answer older than a committed write (DESIGN §6). With each answer its
 * compressed copies are kept, made on the first request for an encoding: compression is paid once
 * per revision and encoding, and the copies count in the budget and leave with their answer.
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

/** Makes the compressed bytes of a body. */
export type Compress = (bytes: Uint8Array, encoding: Encoding) => Promise<Uint8Array<ArrayBuffer>>

/** A copy being made has no size yet: it counts once its bytes are there. */
type Copy = { bytes: Promise<Uint8Array<ArrayBuffer>>; size: number }

type CachedMenu = BuiltMenu & { revision: number; copies: Map<Encoding, Copy> }

/** Default budget of kept answers and their compressed copies (bytes): 32 MiB, some thousand menus of the demo's size. */
const MENU_CACHE_MAX_BYTES = 32 * 1024 * 1024

const bodiesSize = (menu: BuiltMenu) => menu.fullBody.byteLength + menu.unchangedBody.byteLength

function sizeOf(entry: CachedMenu): number {
  let size = bodiesSize(entry)
  for (const copy of entry.copies.values()) size += copy.size
  return size
}

/** Least recently used answers leave first once their size passes the budget. */
export class MenuCache {
  readonly #entries: LRUCache<string, CachedMenu>
  #compressions = 0

  constructor(readonly maxBytes = MENU_CACHE_MAX_BYTES) {
    // lru-cache takes no entry of size 0: an empty one counts a byte.
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, sizeOf(entry)),
    })
  }

  /** The answer kept under `key` when it was read at exactly `revision`. */
  get(key: string, revision: number): BuiltMenu | undefined {
    const entry = this.#entries.get(key)
    return entry?.revision === revision ? entry : undefined
  }

  /**
   * Keeps the answer unless a newer revision is kept already (a slow read finishing late); one
   * larger than the whole budget is not kept.
   */
  set(key: string, menu: BuiltMenu): void {
    if (menu.revision === null) return
    const kept = this.#entries.peek(key)
    if (kept && kept.revision > menu.revision) return
    this.#entries.set(key, { ...menu, revision: menu.revision, copies: new Map() })
  }

  /**
   * The full body of `menu` in `encoding`: the copy kept with it when `menu` is the answer kept
   * under `key` (made by `compress` on the first request, shared by those arriving meanwhile),
   * else made for this request alone.
   */
  compressedBody(
    key: string,
    menu: BuiltMenu,
    encoding: Encoding,
    compress: Compress,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const entry = this.#entries.peek(key)
    const kept = entry && entry.revision === menu.revision && entry.version === menu.version ? entry : null
    const existing = kept?.copies.get(encoding)
    if (existing) return existing.bytes
    this.#compressions++
    const bytes = compress(menu.fullBody, encoding)
    if (!kept) return bytes
    const copy: Copy = { bytes, size: 0 }
    kept.copies.set(encoding, copy)
    bytes.then(
      (made) => {
        if (this.#entries.peek(key) !== kept || kept.copies.get(encoding) !== copy) return // left meanwhile
        copy.size = made.byteLength
        // lru-cache sizes an entry when it is set: set again, the copy counts.
        this.#entries.delete(key)
        this.#entries.set(key, kept)
      },
      // A failed compression must not stay: the next request tries again.
      () => {
        if (kept.copies.get(encoding) === copy) kept.copies.delete(encoding)
      },
    )
    return bytes
  }

  /** Answers kept. */
  get size(): number {
    return this.#entries.size
  }

  /** Bytes kept: the answers' bodies and their compressed copies. */
  get bytes(): number {
    return this.#entries.calculatedSize
  }

  /** Compressed copies made so far (kept or not): one per answer and encoding while the answer is kept. */
  get compressions(): number {
    return this.#compressions
  }
}
