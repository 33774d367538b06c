/**
 * The payment methods the order confirmation offers (SPEC §5 "Payment method list") and the check
 * made before paying (SPEC §5 payment amount, Apple Pay minimum; issue 13 "Bad input"). Pure: the
 * caller passes the browser's traits (./device.ts browserTraits) and the amount as a decimal string;
 * the screens map the codes to Lingui messages. The groups and their ids are ./payTypes.ts.
 */
import type { BrowserTraits } from './device'
import {
  belowApplePayMinimum,
  isApplePay,
  isDesktopOnlyPayType,
  isKnownPayType,
  type PayGroupKey,
  payGroupOf,
  payMethodRefusal,
  payTypeCardName,
  payTypeName,
} from './payTypes'

/** A payment type as the restaurant's list answers it (SPEC §3 "Payment type"). */
export type PaymentTypeRecord = {
  id: number
  /** 1 (or true): the restaurant's default method. */
  isdefault: number | boolean
  /** 1 (or true): offered; anything else is not listed. */
  show: number | boolean
  img?: string | null
  /** The restaurant's name for the method. */
  payName?: string | null
}

/** A method as the confirmation lists it. */
export type PayMethod = {
  /** The payType to pay with. */
  id: number
  /** Its SPEC §9 group; `cash` for cash on delivery (pay type 1). */
  group: PayGroupKey | 'cash'
  /**
   * The name to show: the card name where Google Pay is offered as cards (desktop, Safari), else
   * the restaurant's payName, else the group's name; null when none (the screen says 'Cash on
   * delivery' for cash, 'Online payment' for the others, in the interface language).
   */
  name: string | null
  /** The restaurant's picture; null when shown as cards (the screen shows its own card picture). */
  img: string | null
  /** Google Pay offered as Visa / Mastercard (SPEC §5). */
  asCard: boolean
}

/**
 * Why a payment is refused before it starts, one message each for the screens: amountNotPositive
 * 'The payment amount should be greater than 0' and applePayMinimum 'Apple must pay more than 4'
 * (SPEC §5, §8); unknownPayType and notOnThisDevice for a method the list would not offer (issue 13
 * "Bad input": unknown payment types, a method not allowed on this device).
 */
export const PAY_CHECK = {
  amountNotPositive: 'amountNotPositive',
  applePayMinimum: 'applePayMinimum',
  unknownPayType: 'unknownPayType',
  notOnThisDevice: 'notOnThisDevice',
} as const
export type PayCheck = (typeof PAY_CHECK)[keyof typeof PAY_CHECK]

/** The methods to show, in the restaurant's order, and the one selected at first. */
export type PayMethodList = {
  methods: PayMethod[]
  /** The preselected method's id; null when nothing may be preselected (no method, or Apple Pay only). */
  selected: number | null
  /**
   * applePayMinimum when the restaurant offers Apple Pay and this browser could use it, but the
   * amount is below the minimum: the screen says why it is missing. Null otherwise.
   */
  applePayHidden: typeof PAY_CHECK.applePayMinimum | null
}

/** Whether a SPEC §3 flag (1 or true) is set. */
const flagged = (value: number | boolean) => value === true || value === 1

/** Whether this browser may use the method at all: Apple Pay in Safari only, PC-only methods on desktop only. */
function allowedOn(payType: number, device: BrowserTraits): boolean {
  if (isApplePay(payType)) return device.safari
  return !isDesktopOnlyPayType(payType) || device.desktop
}

/** The method's entry: Google Pay reads as its cards on desktop and in Safari. */
function toMethod(record: PaymentTypeRecord, device: BrowserTraits): PayMethod {
  const cardName = payTypeCardName(record.id)
  const asCard = cardName !== null && (device.desktop || device.safari)
  return {
    id: record.id,
    group: payGroupOf(record.id) ?? 'cash',
    name: asCard ? cardName : record.payName?.trim() || payTypeName(record.id),
    img: asCard ? null : record.img || null,
    asCard,
  }
}

/**
 * SPEC §5 payment method list: the shown types whose id is known (cash or a SPEC §9 group), each
 * once, that this browser may use, Apple Pay only for amounts of 4 or more, never two that read
 * the same; preselected the restaurant's default if listed, else the first that is not Apple Pay.
 */
export function payMethodList(
  types: readonly PaymentTypeRecord[],
  amount: string,
  device: BrowserTraits,
): PayMethodList {
  const seen = new Set<number>()
  const listed: PaymentTypeRecord[] = []
  let applePayHidden: PayMethodList['applePayHidden'] = null
  for (const record of types) {
    if (!flagged(record.show) || !isKnownPayType(record.id) || seen.has(record.id)) continue
    if (!allowedOn(record.id, device)) continue
    seen.add(record.id)
    if (belowApplePayMinimum(record.id, amount)) {
      applePayHidden = PAY_CHECK.applePayMinimum
      continue
    }
    listed.push(record)
  }
  const shown = oneEntryPerLabel(listed, device)
  const preselected =
    listed.find((record) => shown.includes(record) && flagged(record.isdefault)) ??
    shown.find((record) => !isApplePay(record.id))
  return {
    methods: shown.map((record) => toMethod(record, device)),
    selected: preselected?.id ?? null,
    applePayHidden,
  }
}

/** What the diner reads for a method: its name, or the screen's 'Cash on delivery' / 'Online payment'. */
function labelOf(method: PayMethod): string {
  if (method.name) return `name:${method.name.trim().toLowerCase()}`
  return method.group === 'cash' ? 'cash' : 'online'
}

/**
 * The methods, each label once: where two would read the same (the card method and Google Pay
 * shown as its cards, SPEC §5), the one the restaurant prefers stays, its default, else the first
 * in its order, in the place of the first.
 */
function oneEntryPerLabel(listed: readonly PaymentTypeRecord[], device: BrowserTraits): PaymentTypeRecord[] {
  const byLabel = new Map<string, PaymentTypeRecord>()
  for (const record of listed) {
    const label = labelOf(toMethod(record, device))
    const kept = byLabel.get(label)
    if (!kept || (flagged(record.isdefault) && !flagged(kept.isdefault))) byLabel.set(label, record)
  }
  return [...byLabel.values()]
}

/**
 * The check before paying with `payType` for `amount` (a decimal string): a known type, an amount
 * above 0, Apple Pay from 4; with `device` (in the browser) also a method this browser may use.
 * Null when the payment may go ahead, else the first refusal.
 */
export function checkPayment(payType: number, amount: string, device?: BrowserTraits): PayCheck | null {
  if (!isKnownPayType(payType)) return PAY_CHECK.unknownPayType
  // The server's rules (payMethodRefusal), with the browser's in place of its handheld guess.
  const refusal = payMethodRefusal(payType, amount, false)
  if (refusal === 'amountNotPositive') return PAY_CHECK.amountNotPositive
  if (device && !allowedOn(payType, device)) return PAY_CHECK.notOnThisDevice
  return refusal === 'applePayMinimum' ? PAY_CHECK.applePayMinimum : null
}
