import { db } from './database'

/**
 * The device token sent as X-Device-Token (SPEC §4: visitors without login get a random one).
 * Created once per browser profile; the read-then-write runs in one transaction so two tabs
 * (or two calls) starting together still agree on a single token.
 */
export async function ensureDeviceToken(): Promise<string> {
  return db.transaction('rw', db.settings, async () => {
    const existing = await db.settings.get('deviceToken')
    if (typeof existing?.value === 'string' && existing.value !== '') return existing.value
    const token = crypto.randomUUID()
    await db.settings.put({ key: 'deviceToken', value: token })
    return token
  })
}
