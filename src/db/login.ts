import { deviceMirror } from './mirror'
import { openDb } from './open'
import type { MemberInfo, SessionRecord } from './records'
import { DEFAULT_LOGOUT_TYPE, SIGNED_OUT } from './session'
import { readSession } from './storedState'

/** Storing a login and clearing it (SPEC §4); screens read the session through ./session.ts. */

/** The stored session, or the signed-out one when nothing (sound) is stored. */
export async function getSession(): Promise<SessionRecord> {
  if (await deviceMirror.ready()) return deviceMirror.session() ?? { ...SIGNED_OUT }
  return (await readSession(await openDb())) ?? { ...SIGNED_OUT }
}

/** SPEC §4: logging in stores the token and member and sets the logged-in flag. */
export async function saveLogin(member: MemberInfo, token: string): Promise<void> {
  const db = await openDb()
  const record = await db.transaction('rw', db.session, async () => {
    const previous = await readSession(db)
    const next: SessionRecord = {
      key: 'current',
      token,
      member,
      loggedIn: true,
      logoutType: previous?.logoutType ?? DEFAULT_LOGOUT_TYPE,
    }
    await db.session.put(next)
    return next
  })
  deviceMirror.setSession(record)
}

/**
 * SPEC §4: logging out removes the stored user fields and the selected address; the offline copies
 * of the addresses, orders and favourites go too, so the next person on this device cannot read them
 * (favourites saved offline and not sent yet go with them: the server would not take them without
 * the member's token).
 */
export async function clearLogin(): Promise<void> {
  const db = await openDb()
  const tables = [db.session, db.settings, db.addresses, db.orderCopies, db.favourites]
  const record = await db.transaction('rw', tables, async () => {
    const previous = await readSession(db)
    const next: SessionRecord = { ...SIGNED_OUT, logoutType: previous?.logoutType ?? DEFAULT_LOGOUT_TYPE }
    await db.session.put(next)
    await db.settings.delete('selectedAddressId')
    await db.addresses.clear()
    await db.orderCopies.clear()
    await db.favourites.clear()
    return next
  })
  deviceMirror.setSession(record)
  deviceMirror.setSetting('selectedAddressId', undefined)
}
