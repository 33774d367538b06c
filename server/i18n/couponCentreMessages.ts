import type { Locale } from '../../src/domain/locale'

/** Messages of the coupon centre's and gift links' calls (server/services/member-web/couponCentreErrors.ts). */
export const COUPON_CENTRE_MESSAGES = {
  couponNotCollectable: {
    en: 'This coupon cannot be collected',
    'zh-hk': '此優惠券不可領取',
    'zh-cn': '此优惠券不可领取',
  },
  couponSoldOut: {
    en: 'All of this coupon have been collected',
    'zh-hk': '此優惠券已被領完',
    'zh-cn': '此优惠券已被领完',
  },
  couponCollectLimit: {
    en: 'You have collected as many of this coupon as you may',
    'zh-hk': '您已達此優惠券的領取上限',
    'zh-cn': '您已达此优惠券的领取上限',
  },
  couponNotSendable: {
    en: 'This coupon cannot be sent',
    'zh-hk': '此優惠券不可轉贈',
    'zh-cn': '此优惠券不可转赠',
  },
  giftNotFound: {
    en: 'This gift link does not exist',
    'zh-hk': '此轉贈連結不存在',
    'zh-cn': '此转赠链接不存在',
  },
  giftClaimed: {
    en: 'This coupon has already been claimed',
    'zh-hk': '此優惠券已被領取',
    'zh-cn': '此优惠券已被领取',
  },
  giftCancelled: {
    en: 'The sender cancelled this gift',
    'zh-hk': '贈送者已取消此轉贈',
    'zh-cn': '赠送者已取消此转赠',
  },
  giftExpired: {
    en: 'This gift link has expired',
    'zh-hk': '此轉贈連結已過期',
    'zh-cn': '此转赠链接已过期',
  },
  giftOwn: {
    en: 'You cannot claim a coupon you sent yourself',
    'zh-hk': '不能領取自己轉贈的優惠券',
    'zh-cn': '不能领取自己转赠的优惠券',
  },
} as const satisfies Record<string, Record<Locale, string>>
