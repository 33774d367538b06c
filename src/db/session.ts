import { useSyncExternalStore } from 'react'
import { useApp } from '../app/appContext'
import { isLoggedIn } from '../domain/session'
import type { SessionRecord } from './records'

/**
 * The session as screens read it. Logging in and out (./login.ts) is a module of its own, so that
 * the screens of a first visit load only this.
 */

/** SPEC §3 "Global state": logout type defaults to 1. */
export const DEFAULT_LOGOUT_TYPE = 1

export const SIGNED_OUT: SessionRecord = {
  key: 'current',
  token: null,
  member: null,
  loggedIn: false,
  logoutType: DEFAULT_LOGOUT_TYPE,
}

/** The session as live React state (signed out until known); follows logins in other tabs. */
export function useSession(): SessionRecord {
  const { mirror } = useApp()
  return useSyncExternalStore(mirror.subscribe, mirror.session, mirror.session) ?? SIGNED_OUT
}

export { isLoggedIn }
