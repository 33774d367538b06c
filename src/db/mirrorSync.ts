import { deviceMirror } from './mirror'
import { openDb } from './open'
import { checkedSession, checkedSettings } from './storedState'

/**
 * Keeps the mirror (./mirror.ts) equal to the database, across tabs; returns the stop function.
 * Apart from ./mirror.ts, which the first render reads: this runs once Dexie has loaded, and
 * src/main.tsx imports it then.
 */
export async function startMirrorSync(): Promise<() => void> {
  const [{ liveQuery }, db] = await Promise.all([import('dexie'), openDb()])
  const subscription = liveQuery(async () => ({
    rows: await db.settings.toArray(),
    current: await db.session.get('current'),
  })).subscribe({
    // Rows that fail their schema are left out (and dropped, which runs the query again).
    next: ({ rows, current }) => deviceMirror.prime(checkedSettings(rows), checkedSession(current)),
    error: (error: unknown) => console.error('The settings mirror stopped following the database', error),
  })
  return () => subscription.unsubscribe()
}
