import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MemberCoupon } from '../../api/order'
import { type Locale, localized } from '../../domain/locale'
import { isPositiveMoney } from '../../domain/money'
import { CASH_OFF_COUPON_TYPE } from '../../domain/pricing/schemas'
import type { TimeSlotOption } from '../../domain/timeSlots'

/** Words of the order confirmation that are built from data (coupons, time slots). */

/** The coupon's name in the interface language: its own name, else its kind. */
export function couponName(coupon: MemberCoupon, locale: Locale): string {
  return localized(coupon, 'name', locale) || localized(coupon, 'couponTypeName', locale)
}

/** What the coupon takes off and when: "$20 off, spend $100", "15% off, spend $50, up to $30". */
export function couponTerms(coupon: MemberCoupon, i18n: I18n, price: (value: string) => string): string {
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

/** `12:45` of an ISO time at +08:00 (SPEC §9: times are shown at UTC+8). */
function clock(iso: string | undefined): string {
  return iso ? iso.slice(11, 16) : ''
}

/** A time slot as the list shows it. */
export function slotText(slot: TimeSlotOption, i18n: I18n): string {
  if (slot.label === 'immediately') return i18n._(msg`Immediately`)
  if (slot.label === 'asap') return i18n._(msg`As soon as possible`)
  const range = `${clock(slot.start)}–${clock(slot.end)}`
  return slot.tomorrow ? i18n._(msg`Tomorrow ${range}`) : range
}

/** An ISO time at +08:00 as `HH:mm`. */
export function clockText(iso: string): string {
  return clock(iso)
}
