import type { AppContext } from './context'

/** Where a request comes from: for per-IP limits, and for the loopback-only development calls. */

/** The address of the connected peer (the socket), never a header; 'unknown' without a socket. */
function socketAddress(c: AppContext): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** The client's IP for per-IP limits: X-Forwarded-For's first entry behind a trusted proxy. */
export function clientIp(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return socketAddress(c)
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/**
 * Whether the peer is this machine. Decided on the socket alone: a proxy on this machine makes
 * every visitor look local, so development calls also refuse requests that carry forwarding headers.
 */
export function isLoopbackClient(c: AppContext): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false
  return LOOPBACK.test(socketAddress(c))
}
