import { BlockList, isIP } from 'node:net'
import type { AppContext } from './context'

/** Where a request comes from: for per-IP limits, and for the loopback-only development calls. */

/**
 * Who stands in front of this server (TRUST_PROXY): 0, nobody (the socket is the client); a whole
 * number N, that many proxies; or the addresses and ranges of the proxies.
 */
export type TrustProxy = number | BlockList

/** An address taken from a header is cut to this length: a key of the limits, never a flood. */
const MAX_ADDRESS_LENGTH = 64

/** `1.2.3.4`, `2001:db8::1`, or a range of either as `address/prefix`. */
function addRange(list: BlockList, entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  if (prefix === undefined) {
    list.addAddress(address, type)
    return true
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1
  if (bits < 0 || bits > (family === 4 ? 32 : 128)) return false
  list.addSubnet(address, bits, type)
  return true
}

/**
 * TRUST_PROXY's value: a whole number of proxies (0 to 99), or a comma-separated list of proxy
 * addresses and CIDR ranges, IPv4 or IPv6. Null when it is neither.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim()
  if (/^\d{1,2}$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const list = new BlockList()
  if (entries.some((entry) => !addRange(list, entry))) return null
  return list
}

/**
 * The address in an X-Forwarded-For entry: some load balancers write `1.2.3.4:5678` or
 * `[2001:db8::1]:443`; anything else is kept as written.
 */
function entryAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)
  if (bracketed) return bracketed[1]!
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry)
  return withPort ? withPort[1]! : entry
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address from X-Forwarded-For and the socket's. Proxies append the address they were
 * connected from, so only the right end of [entries…, socket] is written by proxies this server
 * trusts: the left is whatever the client sent. With N proxies the client is N places left of the
 * socket; with a list, the first address from the right that is not a trusted proxy. Fewer entries
 * than that: the leftmost. An entry that is not an address (`unknown`, garbage) cannot be a trusted
 * proxy, so it is the client, as written (cut to 64 characters): only a trusted proxy writes the
 * entry read, so a garbage one is that proxy's doing, and keys it alone.
 */
export function chooseClientAddress(
  forwardedFor: string | undefined,
  socket: string,
  trust: TrustProxy,
): string {
  if (trust === 0 || !forwardedFor) return socket
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entryAddress(entry.trim()))
      .filter((entry) => entry !== ''),
    socket,
  ]
  let index = chain.length - 1
  if (typeof trust === 'number') index = Math.max(0, index - trust)
  else while (index > 0 && isTrusted(trust, chain[index]!)) index -= 1
  return chain[index]!.slice(0, MAX_ADDRESS_LENGTH)
}

/** The address of the connected peer (the socket), never a header; 'unknown' without a socket. */
function socketAddress(c: AppContext): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** The client's IP for per-IP limits: the socket's, or X-Forwarded-For's as TRUST_PROXY says. */
export function clientIp(c: AppContext, trust: TrustProxy): string {
  return chooseClientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trust)
}

/** The key of per-address counts: an IPv6 address's first 64 bits (its network), an IPv4 address as it is. */
export function ipBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`
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
