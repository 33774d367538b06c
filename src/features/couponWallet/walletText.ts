import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WalletCouponItem, WalletTab } from '../../domain/contract/couponWallet'
import { type Locale, localized } from '../../domain/locale'
import { formatDate } from '../../domain/time'

/** The wallet's words that are not a coupon's own (those are ../coupons/couponText.ts). */

/** A tab's name. */
export function tabName(tab: WalletTab, i18n: I18n): string {
  switch (tab) {
    case 'usable':
      return i18n._(msg`Usable`)
    case 'used':
      return i18n._(msg`Used`)
    case 'expired':
      return i18n._(msg`Expired`)
  }
}

/** Where the coupon came from. */
export function sourceText(coupon: Pick<WalletCouponItem, 'source' | 'receivedAt'>, i18n: I18n): string {
  const when = formatDate(coupon.receivedAt, 2)
  switch (coupon.source) {
    case 'promo':
      return i18n._(msg`Redeemed with a promo code on ${when}`)
    case 'join':
      return i18n._(msg`A welcome gift for joining, received on ${when}`)
    case 'collect':
      return i18n._(msg`Collected in the coupon centre on ${when}`)
    case 'gift':
      return i18n._(msg`A gift from a friend, claimed on ${when}`)
    default:
      return i18n._(msg`Received on ${when}`)
  }
}

/** What became of a coupon in the used tab: held by an order in progress, or spent on one. */
export function orderStateText(coupon: WalletCouponItem, i18n: I18n, locale: Locale): string {
  const order = coupon.order
  if (coupon.sending) return i18n._(msg`In a gift link your friend has not claimed yet`)
  if (!order) return coupon.status === 'reserved' ? i18n._(msg`Held by an order`) : i18n._(msg`Used`)
  const shop = localized(order, 'restaurantName', locale)
  const when = formatDate(order.createdAt, 8)
  return coupon.status === 'reserved'
    ? i18n._(msg`Held by your order at ${shop} of ${when} until it is paid or accepted`)
    : i18n._(msg`Used on your order at ${shop} of ${when}`)
}
