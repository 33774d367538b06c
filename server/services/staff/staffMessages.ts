import type { Locale } from '../../../src/domain/locale'

/** The staff API's messages (server/i18n/messages.ts spreads them into its catalog). */
export const STAFF_MESSAGES = {
  illegalTransition: {
    en: 'This order cannot make that move now (status {status}: {refusal})',
    'zh-hk': '此訂單目前不能進行此操作（狀態 {status}：{refusal}）',
    'zh-cn': '此订单目前不能进行此操作（状态 {status}：{refusal}）',
  },
  couponCodeTaken: {
    en: 'The brand already has a coupon or group with this code',
    'zh-hk': '此品牌已有相同代碼的優惠券或分組',
    'zh-cn': '此品牌已有相同代码的优惠券或分组',
  },
  stampCodeTaken: {
    en: 'The brand already has a stamp card with this code',
    'zh-hk': '此品牌已有相同代碼的印花卡',
    'zh-cn': '此品牌已有相同代码的集点卡',
  },
} as const satisfies Record<string, Record<Locale, string>>
