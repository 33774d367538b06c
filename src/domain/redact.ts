/** Runs of 20+ token characters: long enough for a ≥128-bit random token, longer than any id. */
const TOKEN_LIKE = /[A-Za-z0-9_\-+/=.~]{20,}/g

/**
 * Replaces token-like runs (at least one letter and one digit) with `[redacted]`, so error reports
 * that carry "token plus member id" (SPEC §3) never store a usable credential.
 */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_LIKE, (run) => (/[A-Za-z]/.test(run) && /\d/.test(run) ? '[redacted]' : run))
}

/** Enough of a credential to tell sessions apart in a report, never enough to use it: `a1b2c3…`. */
export function tokenHint(token: string | null | undefined): string | null {
  if (!token) return null
  return token.length <= 12 ? '…' : `${token.slice(0, 6)}…`
}
