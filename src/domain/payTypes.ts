import { compareMoney } from './money'

/**
 * The payment types (SPEC §9 "Payment type id groups"), every group by name in one table: which
 * ids belong to it, the method's name as an order shows it (SPEC §4: pay type 1 is cash on
 * delivery, otherwise the method's name, or generic online payment when the id is not known), and
 * what the rules of SPEC §4 and §5 need to know of it. Brand names, the same in every language.
 */

/** payType 1: cash on delivery or pay at the shop (SPEC §4). */
export const CASH_PAY_TYPE = 1

type PayGroup = {
  /** The method's name; null where SPEC names no method (the order reads "online payment"). */
  name: string | null
  ids: readonly number[]
  /** Offered on desktop only (SPEC §5: PC-only methods only on desktop). */
  desktopOnly?: true
  /** The name shown on desktop and in Safari, where the wallet is not offered but its cards are (SPEC §5). */
  cardName?: string
}

/** SPEC §9's groups, in its order. */
export const PAY_GROUPS = {
  alipay: { name: 'Alipay', ids: [8] },
  alipayHk: { name: 'Alipay HK', ids: [6] },
  applePay: { name: 'Apple Pay', ids: [10, 37] },
  payMe: { name: 'PayMe', ids: [1020, 20, 34] },
  googlePay: { name: 'Google Pay', ids: [1021, 21, 38], cardName: 'Visa / Mastercard' },
  yedPayAlipay: { name: 'Alipay', ids: [1022, 22, 39] },
  yedPayAlipayHk: { name: 'Alipay HK', ids: [1023, 23] },
  yedPayAlipayPc: { name: 'Alipay', ids: [32], desktopOnly: true },
  yedPayWeChat: { name: 'WeChat Pay', ids: [30, 31] },
  /** "A further group" in SPEC §9, named by no method. */
  further: { name: null, ids: [1019, 19] },
  boc: { name: 'BOC Pay', ids: [1024, 26] },
  yedPayVisa: { name: 'Visa', ids: [1117, 17] },
  yedPayMaster: { name: 'Mastercard', ids: [1118, 18] },
  yedPayDefault: { name: 'YedPay', ids: [1025, 25] },
  qfpayH5: { name: 'QFPay', ids: [27, 29] },
  qfpayPc: { name: 'QFPay', ids: [28, 33], desktopOnly: true },
  qfpayVisaMaster: { name: 'Visa / Mastercard', ids: [40, 41] },
  qfpayAlipay: { name: 'Alipay', ids: [43, 45] },
  qfpayAlipayHk: { name: 'Alipay HK', ids: [42, 44] },
} as const satisfies Record<string, PayGroup>

export type PayGroupKey = keyof typeof PAY_GROUPS

const GROUP_OF = new Map<number, PayGroupKey>(
  (Object.entries(PAY_GROUPS) as [PayGroupKey, PayGroup][]).flatMap(([key, group]) =>
    group.ids.map((id) => [id, key] as const),
  ),
)

/** The group of an online payType; null for cash (1), unset or unknown ids. */
export function payGroupOf(payType: number | null | undefined): PayGroupKey | null {
  if (typeof payType !== 'number') return null
  return GROUP_OF.get(payType) ?? null
}

/** Whether the id is cash or one of SPEC §9's online types (anything else is refused). */
export function isKnownPayType(payType: number): boolean {
  return payType === CASH_PAY_TYPE || GROUP_OF.has(payType)
}

/** The method's name for an online payType; null for cash (1), unset or unknown ids (generic online payment). */
export function payTypeName(payType: number | null | undefined): string | null {
  const group = payGroupOf(payType)
  return group === null ? null : PAY_GROUPS[group].name
}

/** Whether the method is offered on desktop only. */
export function isDesktopOnlyPayType(payType: number): boolean {
  const group = payGroupOf(payType)
  return group !== null && 'desktopOnly' in PAY_GROUPS[group]
}

/** The name of the cards a wallet takes, shown where the wallet itself is not offered; null for other types. */
export function payTypeCardName(payType: number): string | null {
  const group = payGroupOf(payType)
  const entry: PayGroup | null = group === null ? null : PAY_GROUPS[group]
  return entry?.cardName ?? null
}

/** Apple Pay takes amounts of 4 or more only (SPEC §5, §9: 'Apple must pay more than 4'). */
export const APPLE_PAY_MIN_AMOUNT = '4'

/**
 * The types whose payment the pay-waiting overlay offers no cancel for (SPEC §4): the provider's
 * own page completes or abandons them.
 */
export const NO_CANCEL_PAY_TYPES: ReadonlySet<number> = new Set([
  6, 8, 17, 18, 19, 22, 23, 25, 30, 31, 32, 39,
])

/** Whether the id is one of Apple Pay's (SPEC §9 group 10, 37). */
export function isApplePay(payType: number): boolean {
  return payGroupOf(payType) === 'applePay'
}

/** Whether Apple Pay's minimum refuses this amount (SPEC §5: 4 or more). */
export function belowApplePayMinimum(payType: number, amount: string): boolean {
  return isApplePay(payType) && compareMoney(amount, APPLE_PAY_MIN_AMOUNT) < 0
}

/** Why a method cannot pay an amount on a device (SPEC §5), checked in this order. */
export type PayMethodRefusal = 'amountNotPositive' | 'applePayMinimum' | 'desktopOnly'

/**
 * SPEC §5's rules of a payment: the amount must be above 0 ('The payment amount should be greater
 * than 0'), Apple Pay takes APPLE_PAY_MIN_AMOUNT or more ('Apple must pay more than 4'), and the
 * PC-only methods are for desktops, not for a phone or tablet (`handheld`). Null when allowed.
 */
export function payMethodRefusal(
  payType: number,
  amount: string,
  handheld: boolean,
): PayMethodRefusal | null {
  if (compareMoney(amount, 0) <= 0) return 'amountNotPositive'
  if (belowApplePayMinimum(payType, amount)) return 'applePayMinimum'
  if (handheld && isDesktopOnlyPayType(payType)) return 'desktopOnly'
  return null
}
