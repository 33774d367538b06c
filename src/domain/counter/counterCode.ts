/**
 * Counter codes (issue 37 item 5): QR codes a restaurant prints for its counter, each opening one of
 * its pick-up menus. A take-out code (`to-…`, takeOutScan/*) leads to a pick-up order (type 7); a
 * self-service code (`ss-…`, public/exclusive/selfServiceCode, order/selfServiceCodeOrder) to a
 * takeout order (type 2) collected at the counter. The kind is the code's prefix, so a scanned or
 * typed code goes to the right screen without asking the server first; the rest is 128 random bits
 * (32 hex digits), as a table's code: holding the code is what lets a phone order with it.
 */
import { encodeArg } from '../args'
import { ORDER_TYPE } from '../menu/types'

export const COUNTER_CODE_KINDS = ['takeOut', 'selfService'] as const
export type CounterCodeKind = (typeof COUNTER_CODE_KINDS)[number]

const PREFIX: Record<CounterCodeKind, string> = { takeOut: 'to-', selfService: 'ss-' }

/** A counter code as printed: its kind's prefix and 32 lower-case hex digits. */
const COUNTER_CODE_PATTERN = /^(to|ss)-[0-9a-f]{32}$/

/** The kind of a counter code, or null when the text is none. */
export function counterCodeKind(code: string): CounterCodeKind | null {
  if (!COUNTER_CODE_PATTERN.test(code)) return null
  return code.startsWith(PREFIX.takeOut) ? 'takeOut' : 'selfService'
}

/** A counter code of this kind from 32 random hex digits (the server draws them). */
export function counterCodeOf(kind: CounterCodeKind, randomHex: string): string {
  return `${PREFIX[kind]}${randomHex}`
}

/** The order type a counter code's orders are placed as: take-out → pick-up (7), self-service → takeout (2). */
export function counterOrderType(kind: CounterCodeKind): 2 | 7 {
  return kind === 'takeOut' ? ORDER_TYPE.pickup : ORDER_TYPE.takeout
}

/**
 * The page below /shop a printed counter code opens: a take-out code the scan route a table's code
 * opens (/scanCode, which tells the kinds apart by prefix), a self-service code /autoCode.
 */
export function counterCodePath(code: string): string {
  const route = counterCodeKind(code) === 'selfService' ? 'autoCode' : 'scanCode'
  return `/${route}/${encodeArg([code])}`
}
