import { max } from 'drizzle-orm'
import { type Database, embeddedClientOf } from './open'
import { menuRevisions } from './schema'
import { type StatementCount, statementCountOf } from './statementCount'

type Waiter = { resolve: (revision: number) => void; reject: (error: unknown) => void }

/**
 * The latest menu revision of all restaurants (the highest of menu_revisions, which the database
 * moves on with every write that changes a menu answer), as the database has it after the call: a
 * kept rendered page is served only while it is the latest (server/http/serverRender.ts). Each
 * call must see every write committed before it, but need not read alone:
 *
 * - calls that arrive while a read runs wait for the next read, which answers them all (one
 *   statement for dozens of requests under load, each still read after it arrived);
 * - on the embedded database, every statement of every caller runs through this process, so while
 *   no statement has run since the last read, its answer is still the database's and no read runs.
 */
export class LatestMenuRevision {
  #waiting: Waiter[] = []
  #busy = false
  /** Embedded database: its statement count; null for PostgreSQL, which other instances write too. */
  readonly #statements: StatementCount | null
  #known = 0
  /** The statement count at which #known was read; -1 before the first read. */
  #knownAt = -1

  constructor(readonly db: Database) {
    const embedded = embeddedClientOf(db)
    this.#statements = embedded ? statementCountOf(embedded) : null
  }

  /** The latest revision (0 when no restaurant has one yet). */
  read(): Promise<number> {
    if (this.#statements !== null && this.#statements.count === this.#knownAt) {
      return Promise.resolve(this.#known)
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject })
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

  #readWaiting(): void {
    const batch = this.#waiting
    this.#waiting = []
    const before = this.#statements?.count ?? 0
    this.#load()
      .then(
        (revision) => {
          // Still the database's revision while nothing but this read has run since it started.
          if (this.#statements && this.#statements.count === before + 1) {
            this.#known = revision
            this.#knownAt = this.#statements.count
          }
          for (const waiter of batch) waiter.resolve(revision)
        },
        (error: unknown) => {
          for (const waiter of batch) waiter.reject(error)
        },
      )
      .finally(() => {
        if (this.#waiting.length > 0) this.#readSoon()
        else this.#busy = false
      })
  }

  async #load(): Promise<number> {
    const embedded = embeddedClientOf(this.db)
    if (embedded) {
      // One simple-protocol statement: a third of the cost of drizzle's extended protocol on PGlite.
      const [result] = await embedded.exec('select max(revision) as revision from menu_revisions')
      const row = result?.rows[0] as { revision: number | string | null } | undefined
      return Number(row?.revision ?? 0)
    }
    const [row] = await this.db.select({ revision: max(menuRevisions.revision) }).from(menuRevisions)
    return Number(row?.revision ?? 0)
  }
}
