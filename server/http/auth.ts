import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { ERR } from '../../src/domain/envelope'
import type { Database } from '../db/open'
import { members, memberTokens } from '../db/schemaMember'
import type { AppContext, AppEnv, MemberRow } from './context'
import { notFoundEnvelope } from './envelope'
import { ApiError } from './errors'

/**
 * Who may call (DESIGN §4): the guards every service puts in front of its calls — a member's bearer
 * token (requireMember, optionalMember, assertOwnMember) or the staff token (requireStaff) — and
 * their 401/403 errors. Member tokens are 32 random bytes, base64url; only the SHA-256 is stored.
 * Issuing and revoking them is the member service's (server/services/member/tokens.ts).
 */

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/
/** lastUsedAt is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new member token (the form TOKEN_FORM accepts) and the hash that is stored of it. */
export function newMemberToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function unauthorized(): ApiError {
  return new ApiError(401, ERR.unauthorized, 'unauthorized')
}

export function forbidden(): ApiError {
  return new ApiError(403, 'AUTH.FORBIDDEN', 'forbidden')
}

/** The token of the request's `Authorization: Bearer <token>` header, or null. */
function bearerOf(c: AppContext): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim())
  return match ? match[1]! : null
}

/** The live member of the request's bearer token, or null (no, malformed, unknown or revoked token). */
async function memberOfRequest(
  db: Database,
  c: AppContext,
  now: Date,
): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const token = bearerOf(c)
  if (!token || !TOKEN_FORM.test(token)) return null
  const tokenHash = hashToken(token)
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

/** SHA-256 of a text: equal-length digests, so the comparison below takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * The staff calls need `Authorization: Bearer <STAFF_TOKEN>`: 401 AUTH.UNAUTHORIZED otherwise. The
 * token is compared in constant time (digests of both, timingSafeEqual). Without STAFF_TOKEN the
 * staff API is off: 404 NOT_FOUND, as for an unknown path.
 */
export function requireStaff(token: string | undefined): MiddlewareHandler<AppEnv> {
  if (!token) return async (c) => notFoundEnvelope(c)
  const expected = digest(token)
  return async (c, next) => {
    const sent = bearerOf(c)
    if (sent === null || !timingSafeEqual(digest(sent), expected)) throw unauthorized()
    await next()
  }
}
