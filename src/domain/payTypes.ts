/**
 * Names of the online payment methods by payType id (SPEC §9 "Payment type id groups"), what an
 * order shows as its payment (SPEC §4: pay type 1 is cash on delivery, otherwise the method's name,
 * or generic online payment when the id is not known). Brand names, the same in every language.
 */

const GROUPS: readonly (readonly [string, readonly number[]])[] = [
  ['Alipay', [8]],
  ['Alipay HK', [6]],
  ['Apple Pay', [10, 37]],
  ['PayMe', [1020, 20, 34]],
  ['Google Pay', [1021, 21, 38]],
  ['Alipay', [1022, 22, 39, 32]],
  ['Alipay HK', [1023, 23]],
  ['WeChat Pay', [30, 31]],
  ['BOC Pay', [1024, 26]],
  ['Visa', [1117, 17]],
  ['Mastercard', [1118, 18]],
  ['YedPay', [1025, 25]],
  ['QFPay', [27, 29, 28, 33]],
  ['Visa / Mastercard', [40, 41]],
  ['Alipay', [43, 45]],
  ['Alipay HK', [42, 44]],
]

const NAMES = new Map(GROUPS.flatMap(([name, ids]) => ids.map((id) => [id, name] as const)))

/** The method's name for an online payType; null for cash (1), unset or unknown ids (generic online payment). */
export function payTypeName(payType: number | null | undefined): string | null {
  if (typeof payType !== 'number') return null
  return NAMES.get(payType) ?? null
}
