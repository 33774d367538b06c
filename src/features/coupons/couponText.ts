import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Locale, localized } from '../../domain/locale'
import { isPositiveMoney } from '../../domain/money'
import { CASH_OFF_COUPON_TYPE, type Coupon } from '../../domain/pricing/schemas'
import { formatDate } from '../../domain/time'

/**
 * A coupon in words, wherever one is shown (the checkout's choice, the coupon centre, the wallet):
 * its name, its value, its terms in one line and its rules in plain sentences (SPEC §3, §5).
 */

/** A coupon as the screens show it: the pricing fields plus what the server lists beside them. */
export type ShownCoupon = Coupon & {
  name?: string
  name1?: string
  name2?: string
  couponTypeName2?: string
  /** Usable from / until, ISO 8601 (shown at UTC+8). */
  validFrom?: string
  validTo?: string
}

type Price = (value: string) => string

/** The coupon's name in the interface language: its own name, else its kind. */
export function couponName(coupon: ShownCoupon, locale: Locale): string {
  return localized(coupon, 'name', locale) || localized(coupon, 'couponTypeName', locale)
}

/** The value in large type on a ticket: "$20" for a cash-off, "15% off" for a percentage. */
export function couponValue(coupon: ShownCoupon, i18n: I18n, price: Price): string {
  return coupon.couponType === CASH_OFF_COUPON_TYPE
    ? price(coupon.amount)
    : i18n._(msg`${Number(coupon.discount)}% off`)
}

/** What the coupon takes off and when: "$20 off, spend $100", "15% off, spend $50, up to $30". */
export function couponTerms(coupon: ShownCoupon, i18n: I18n, price: Price): string {
  const spend = price(coupon.spend)
  const off =
    coupon.couponType === CASH_OFF_COUPON_TYPE
      ? coupon.accumulate === 1
        ? i18n._(msg`${price(coupon.amount)} off every ${spend}`)
        : i18n._(msg`${price(coupon.amount)} off`)
      : i18n._(msg`${Number(coupon.discount)}% off`)
  const parts = [off]
  if (
    isPositiveMoney(coupon.spend) &&
    !(coupon.couponType === CASH_OFF_COUPON_TYPE && coupon.accumulate === 1)
  )
    parts.push(i18n._(msg`spend ${spend}`))
  if (isPositiveMoney(coupon.billMinAmount)) parts.push(i18n._(msg`up to ${price(coupon.billMinAmount)}`))
  return parts.join(' · ')
}

/** The order types of an orderTypes digit (as a discount rule's placeOrderType, SPEC §5). */
function orderTypeWord(digit: string, i18n: I18n): string | null {
  switch (digit) {
    case '2':
      return i18n._(msg`delivery`)
    case '3':
      return i18n._(msg`pick-up`)
    case '4':
      return i18n._(msg`cold-chain delivery`)
    default:
      return null
  }
}

/** The order types a coupon is for, in words, or null when it is for every order type. */
export function couponOrderTypes(coupon: ShownCoupon, i18n: I18n): string | null {
  const words = [...new Set(coupon.orderTypes ?? '')].flatMap((digit) => orderTypeWord(digit, i18n) ?? [])
  return words.length > 0 ? words.join(i18n._(msg`, `)) : null
}

/** "Valid until 2026-12-31" or "Valid 2026-12-01 to 2026-12-31", dates at UTC+8; '' when unknown. */
export function couponValidity(coupon: ShownCoupon, i18n: I18n): string {
  const until = coupon.validTo ? formatDate(coupon.validTo, 2) : ''
  const from = coupon.validFrom ? formatDate(coupon.validFrom, 2) : ''
  if (!until) return ''
  return from && from !== until ? i18n._(msg`Valid ${from} to ${until}`) : i18n._(msg`Valid until ${until}`)
}

/** The coupon's rules as plain sentences, one per rule, for its detail. */
export function couponFacts(coupon: ShownCoupon, i18n: I18n, price: Price): string[] {
  const cashOff = coupon.couponType === CASH_OFF_COUPON_TYPE
  const spend = price(coupon.spend)
  const facts: string[] = []
  if (cashOff && coupon.accumulate === 1 && isPositiveMoney(coupon.spend))
    facts.push(i18n._(msg`Takes ${price(coupon.amount)} off for every ${spend} the order reaches.`))
  else if (cashOff) facts.push(i18n._(msg`Takes ${price(coupon.amount)} off the order.`))
  else facts.push(i18n._(msg`Takes ${Number(coupon.discount)}% off the order.`))
  if (isPositiveMoney(coupon.spend) && !(cashOff && coupon.accumulate === 1))
    facts.push(i18n._(msg`Usable when the order reaches ${spend}.`))
  if (isPositiveMoney(coupon.billMinAmount))
    facts.push(i18n._(msg`Takes at most ${price(coupon.billMinAmount)} off.`))
  facts.push(i18n._(msg`Counts against what the dishes cost after other offers and the member discount.`))
  if (coupon.exclusive === 1) facts.push(i18n._(msg`Cannot be combined with other offers.`))
  const types = couponOrderTypes(coupon, i18n)
  facts.push(types ? i18n._(msg`For ${types} orders only.`) : i18n._(msg`For every kind of order.`))
  const validity = couponValidity(coupon, i18n)
  if (validity) facts.push(`${validity}.`)
  return facts
}
