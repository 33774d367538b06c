import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CollectableCoupon } from '../../domain/contract/couponCentre'
import { collectBlock } from '../../domain/coupons/collectRules'
import { formatDate } from '../../domain/time'

/** A collectable coupon's counts in words: what is left, the member's own limit, how long a copy lasts. */

/** "3 left", or null when the copies are unlimited. */
export function leftText(coupon: CollectableCoupon, i18n: I18n): string | null {
  if (coupon.left === null) return null
  return coupon.left === 0 ? i18n._(msg`All collected`) : i18n._(msg`${coupon.left} left`)
}

/** "You can collect 2, you have 1" (a member), "Each member can collect 2" (a guest). */
export function limitText(coupon: CollectableCoupon, i18n: I18n, member: boolean): string {
  const { limit, held } = coupon
  if (!member) return i18n._(msg`Each member can collect ${limit}`)
  return i18n._(msg`You can collect ${limit}, you have ${held}`)
}

/** How long a collected copy lasts: "Valid 14 days after collecting, until 2026-12-31 at the latest". */
export function copyValidity(coupon: CollectableCoupon, i18n: I18n): string {
  const days = coupon.validDays
  if (!coupon.endsAt) return i18n._(msg`Valid ${days} days after collecting`)
  const until = formatDate(coupon.endsAt, 2)
  return i18n._(msg`Valid ${days} days after collecting, until ${until} at the latest`)
}

/** Why the Collect button is off, in words; null when the member may collect one more. */
export function blockText(coupon: CollectableCoupon, i18n: I18n): string | null {
  const block = collectBlock(coupon)
  if (block === 'limitReached') return i18n._(msg`Collected`)
  if (block === 'soldOut') return i18n._(msg`All collected`)
  return null
}
