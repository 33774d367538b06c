import type { Locale } from '../../src/domain/locale'

/** Messages of the checkout's coupon calls (SPEC §8's where SPEC has them, in product English). */
export const CHECKOUT_MESSAGES = {
  couponCodeNotFound: {
    en: 'This coupon code does not exist',
    'zh-hk': '優惠碼不存在',
    'zh-cn': '优惠码不存在',
  },
  couponLimitReached: {
    en: 'This coupon has reached its redemption limit',
    'zh-hk': '已達兌換上限',
    'zh-cn': '已达兑换上限',
  },
  couponUnusedPromo: {
    en: 'Please use your promo code before redeeming a new one',
    'zh-hk': '請先使用您的優惠碼，再兌換新的優惠碼',
    'zh-cn': '请先使用您的优惠码，再兑换新的优惠码',
  },
  couponTooManyAttempts: {
    en: 'Too many wrong coupon codes. Please try again later.',
    'zh-hk': '輸入錯誤優惠碼次數過多，請稍後再試',
    'zh-cn': '输入错误优惠码次数过多，请稍后再试',
  },
} as const satisfies Record<string, Record<Locale, string>>
