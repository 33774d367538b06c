import { inArray } from 'drizzle-orm'
import { type Database, embeddedClientOf } from '../../db/open'
import { menuRevisions } from '../../db/schema'
import { type StatementCount, statementCountOf } from '../../db/statementCount'

/**
 * Menu revisions read for many requests at once. Every menu request must learn its restaurant's
 * revision as the database has it after the request arrived (a committed write, by any instance,
 * is in the next answer: DESIGN §6), but it need not read it alone: requests that arrive while a
 * read is running wait for the next one, which reads the revisions of all of them in one
 * statement. Each answer's revision is thus still read after its request arrived, and under load
 * one primary-key statement serves dozens of requests instead of each running its own.
 *
 * The embedded database (PGlite) goes further: it lives in this process alone, and every
 * statement of every caller runs through it here, so while no statement has run since a revision
 * was read, that revision is still the database's and is answered without a read. A PGlite
 * statement costs this thread ~0.2 ms of CPU, more than the rest of a menu request.
 */

/** Most restaurants one statement asks for; more wait for the next read. */
const MAX_IDS_PER_READ = 500

type Waiter = { resolve: (revision: number | null) => void; reject: (error: unknown) => void }

/**
 * The revisions of these restaurants (menu_revisions, moved on by the database with every write
 * that changes a menu answer); a restaurant without a row is absent. One statement.
 */
export async function loadMenuRevisions(db: Database, restaurantIds: number[]): Promise<Map<number, number>> {
  const ids = restaurantIds.filter((id) => Number.isSafeInteger(id))
  const revisions = new Map<number, number>()
  if (ids.length === 0) return revisions
  const embedded = embeddedClientOf(db)
  if (embedded) {
    // The ids are checked integers: PGlite runs a simple-protocol statement in a third of the time
    // of drizzle's extended-protocol query (which also copies PGlite's type-parser table each time).
    const [result] = await embedded.exec(
      `select restaurant_id, revision from menu_revisions where restaurant_id in (${ids.join(',')})`,
    )
    for (const row of (result?.rows ?? []) as { restaurant_id: number; revision: number | string }[])
      revisions.set(row.restaurant_id, Number(row.revision))
    return revisions
  }
  const rows = await db
    .select({ restaurantId: menuRevisions.restaurantId, revision: menuRevisions.revision })
    .from(menuRevisions)
    .where(inArray(menuRevisions.restaurantId, ids))
  for (const row of rows) revisions.set(row.restaurantId, row.revision)
  return revisions
}

/** One database's pending revision requests and whether a read is running or about to. */
export class MenuRevisionReads {
  #waiting = new Map<number, Waiter[]>()
  #busy = false
  /** Embedded database: its statement count; null for PostgreSQL, which other instances write too. */
  readonly #statements: StatementCount | null
  /** Embedded database: revisions as of statement count #knownAt (restaurants that have one). */
  readonly #known = new Map<number, number>()
  #knownAt = -1

  constructor(readonly db: Database) {
    const embedded = embeddedClientOf(db)
    this.#statements = embedded ? statementCountOf(embedded) : null
  }

  /** The restaurant's revision as the database has it now (null when it has none yet). */
  revision(restaurantId: number): Promise<number | null> {
    if (this.#statements?.count === this.#knownAt) {
      const known = this.#known.get(restaurantId)
      if (known !== undefined) return Promise.resolve(known)
    }
    return new Promise((resolve, reject) => {
      const waiters = this.#waiting.get(restaurantId)
      if (waiters) waiters.push({ resolve, reject })
      else this.#waiting.set(restaurantId, [{ resolve, reject }])
      if (!this.#busy) this.#readSoon()
    })
  }

  /**
   * Starts the next read on the event loop's next turn, once the requests whose data has arrived
   * meanwhile have joined it: PGlite answers without yielding to I/O, so a read started at once
   * would only ever hold the request that started it.
   */
  #readSoon(): void {
    this.#busy = true
    setImmediate(() => this.#readWaiting())
  }

  /** Reads the revisions of the requests waiting now; those that come meanwhile wait for the next read. */
  #readWaiting(): void {
    const batch = new Map<number, Waiter[]>()
    for (const [id, waiters] of this.#waiting) {
      if (batch.size === MAX_IDS_PER_READ) break
      batch.set(id, waiters)
      this.#waiting.delete(id)
    }
    const before = this.#statements?.count ?? 0
    loadMenuRevisions(this.db, [...batch.keys()])
      .then(
        (revisions) => {
          this.#remember(before, revisions)
          for (const [id, waiters] of batch)
            for (const waiter of waiters) waiter.resolve(revisions.get(id) ?? null)
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
        },
      )
      .finally(() => {
        if (this.#waiting.size > 0) this.#readSoon()
        else this.#busy = false
      })
  }

  /**
   * Embedded database: keeps what a read found when its statement was the only one since
   * `before`. What was known stays when nothing but our own reads ran before it.
   */
  #remember(before: number, revisions: Map<number, number>): void {
    const statements = this.#statements
    if (!statements || statements.count !== before + 1) return
    if (before !== this.#knownAt) this.#known.clear()
    for (const [id, revision] of revisions) this.#known.set(id, revision)
    this.#knownAt = statements.count
  }
}
