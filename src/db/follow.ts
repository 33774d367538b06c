import type { ShopDatabase } from './database'
import { backgroundWorkAllowed, openDb } from './open'

/**
 * Follows a query of the device's database live, across tabs (Dexie's liveQuery): `onValue` gets
 * its answer now and after every change that touches it. Dexie is not part of the first load
 * (./open): the query starts once start-up has rendered, with Dexie and what `prepare` imports
 * (a record rule, a module) loaded side by side. Returns the stop function, which may be called
 * before the query has started.
 */
export function followDevice<Prepared, Value>(
  prepare: () => Promise<Prepared>,
  query: (db: ShopDatabase, prepared: Prepared) => Promise<Value>,
  onValue: (value: Value, prepared: Prepared) => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  backgroundWorkAllowed()
    .then(() => Promise.all([import('dexie'), openDb(), prepare()]))
    .then(([{ liveQuery }, db, prepared]) => {
      if (stopped) return
      const subscription = liveQuery(() => query(db, prepared)).subscribe({
        next: (value) => onValue(value, prepared),
        error: onError,
      })
      stop = () => subscription.unsubscribe()
    })
    .catch(onError)
  return () => {
    stopped = true
    stop?.()
  }
}
