import { useLiveQuery } from 'dexie-react-hooks'
import { isLoggedIn } from '../domain/session'
import { db, type MemberInfo, type SessionRecord } from './database'

/** SPEC §3 "Global state": logout type defaults to 1. */
export const DEFAULT_LOGOUT_TYPE = 1

const SIGNED_OUT: SessionRecord = {
  key: 'current',
  token: null,
  member: null,
  loggedIn: false,
  logoutType: DEFAULT_LOGOUT_TYPE,
}

/** The stored session, or the signed-out one when nothing is stored. */
export async function getSession(): Promise<SessionRecord> {
  return (await db.session.get('current')) ?? { ...SIGNED_OUT }
}

/** SPEC §4: logging in stores the token and member and sets the logged-in flag. */
export async function saveLogin(member: MemberInfo, token: string): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const previous = await db.session.get('current')
    await db.session.put({
      key: 'current',
      token,
      member,
      loggedIn: true,
      logoutType: previous?.logoutType ?? DEFAULT_LOGOUT_TYPE,
    })
  })
}

/** SPEC §4: logging out removes the stored user fields and the selected address. */
export async function clearLogin(): Promise<void> {
  await db.transaction('rw', db.session, db.settings, async () => {
    const previous = await db.session.get('current')
    await db.session.put({ ...SIGNED_OUT, logoutType: previous?.logoutType ?? DEFAULT_LOGOUT_TYPE })
    await db.settings.delete('selectedAddressId')
  })
}

/** The session as live React state (signed out while loading). */
export function useSession(): SessionRecord {
  return useLiveQuery(getSession, []) ?? SIGNED_OUT
}

export { isLoggedIn }
