import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { ERR } from '../../../src/domain/envelope'
import type { Database } from '../../db/open'
import { members, memberTokens } from '../../db/schemaMember'
import type { AppContext, AppEnv, MemberRow } from '../../http/context'
import { ApiError } from '../../http/errors'

/** Bearer tokens (DESIGN §4): 32 random bytes, base64url; only the SHA-256 is stored. */

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/
/** lastUsedAt is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function unauthorized(): ApiError {
  return new ApiError(401, ERR.unauthorized, 'unauthorized')
}

export function forbidden(): ApiError {
  return new ApiError(403, 'AUTH.FORBIDDEN', 'forbidden')
}

/** Makes a token for a member and stores its hash. */
export async function issueToken(db: Database, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insert(memberTokens)
    .values({ memberId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now })
  return token
}

/** The live member of the request's bearer token, or null (no, malformed, unknown or revoked token). */
async function memberOfRequest(
  db: Database,
  c: AppContext,
  now: Date,
): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  if (!match || !TOKEN_FORM.test(match[1]!)) return null
  const tokenHash = hashToken(match[1]!)
  const [row] = await db
    .select({ member: members, tokenId: memberTokens.id, lastUsedAt: memberTokens.lastUsedAt })
    .from(memberTokens)
    .innerJoin(members, eq(members.id, memberTokens.memberId))
    .where(
      and(eq(memberTokens.tokenHash, tokenHash), isNull(memberTokens.revokedAt), isNull(members.deletedAt)),
    )
    .limit(1)
  if (!row) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(memberTokens).set({ lastUsedAt: now }).where(eq(memberTokens.id, row.tokenId))
  }
  return { member: row.member, tokenHash }
}

/** Calls that need a member: 401 AUTH.UNAUTHORIZED without a live token. */
export function requireMember(db: Database, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await memberOfRequest(db, c, now())
    if (!found) throw unauthorized()
    c.set('member', found.member)
    c.set('tokenHash', found.tokenHash)
    await next()
  }
}

/** Calls that serve guests too: sets the member when a live token is sent, ignores anything else. */
export function optionalMember(db: Database, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await memberOfRequest(db, c, now())
    if (found) {
      c.set('member', found.member)
      c.set('tokenHash', found.tokenHash)
    }
    await next()
  }
}

/** A memberId parameter, when given, must be the token's member. */
export function assertOwnMember(c: AppContext, memberId: number | undefined): MemberRow {
  const member = c.get('member')
  if (memberId !== undefined && memberId !== member.id) throw forbidden()
  return member
}

/** Revokes one token (logout) or all of a member's tokens (account deletion). */
export async function revokeToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.tokenHash, tokenHash), isNull(memberTokens.revokedAt)))
}
