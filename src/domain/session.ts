/** What the login rule needs to know about the stored session (src/db/session.ts stores more). */
export type SessionLike = {
  loggedIn?: boolean | null
  member?: { id?: unknown; phone?: unknown } | null
} | null

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** SPEC §4: a user counts as logged in if the state flag is set, or both member id and phone are stored. */
export function isLoggedIn(session: SessionLike | undefined): boolean {
  if (!session) return false
  if (session.loggedIn === true) return true
  return isPresent(session.member?.id) && isPresent(session.member?.phone)
}
