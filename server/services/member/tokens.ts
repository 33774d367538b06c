import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { memberTokens } from '../../db/schemaMember'
import { newMemberToken } from '../../http/auth'

/**
 * The member's bearer tokens (DESIGN §4), issued at login and registration, revoked at logout; the
 * guards that read them on every call are server/http/auth.ts.
 */

/** Makes a token for a member and stores its hash. */
export async function issueToken(db: Database, memberId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newMemberToken()
  await db.insert(memberTokens).values({ memberId, tokenHash, createdAt: now, lastUsedAt: now })
  return token
}

/** Revokes one token (logout); account deletion revokes all of a member's in its own transaction. */
export async function revokeToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.tokenHash, tokenHash), isNull(memberTokens.revokedAt)))
}
