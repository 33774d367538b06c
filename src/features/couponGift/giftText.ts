import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { encodeArg } from '../../domain/args'
import type { GiftState } from '../../domain/coupons/giftRules'

/** A closed gift link's state in words (the friend's screen and the giver's). */
export function closedGiftText(state: Exclude<GiftState, 'open'>, i18n: I18n): string {
  switch (state) {
    case 'claimed':
      return i18n._(msg`This coupon has already been claimed.`)
    case 'cancelled':
      return i18n._(msg`The sender cancelled this gift.`)
    case 'expired':
      return i18n._(msg`This gift link has expired.`)
  }
}

/** The path (below the origin) a friend opens: /sendSingle with the gift's code. */
export function giftPath(brandId: number, code: string): string {
  return `/shop/sendSingle/${encodeArg([brandId, 0, 0, '', code])}`
}
