import { deviceMirror } from './mirror'
import { openDb } from './open'
import { readSetting } from './storedState'

/**
 * The device token sent as X-Device-Token (SPEC §4: visitors without login get a random one).
 * Created once per browser profile; the read-then-write runs in one transaction so two tabs
 * (or two calls) starting together still agree on a single token. `proposed` is the token this
 * tab already sent before the database had loaded; it is kept unless another tab stored one first.
 */
export async function ensureDeviceToken(proposed?: string): Promise<string> {
  const db = await openDb()
  const token = await db.transaction('rw', db.settings, async () => {
    const existing = await readSetting(db, 'deviceToken')
    if (existing) return existing
    const created = proposed || crypto.randomUUID()
    await db.settings.put({ key: 'deviceToken', value: created })
    return created
  })
  deviceMirror.setSetting('deviceToken', token)
  return token
}
