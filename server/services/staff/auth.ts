import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../http/context'
import { notFoundEnvelope } from '../../http/envelope'
import { unauthorized } from '../member/auth'

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
    const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim())
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw unauthorized()
    await next()
  }
}
