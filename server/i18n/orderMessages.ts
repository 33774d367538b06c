import type { Locale } from '../../src/domain/locale'

/**
 * The order calls' messages (SPEC §8's where SPEC has them). The screen and the server say the same:
 * the English as the PWA's en catalog words it, the Chinese as its zh catalogs translate it.
 */
export const ORDER_MESSAGES = {
  shopClosed: {
    en: 'Shop closed',
    'zh-hk': '已打烊',
    'zh-cn': '已打烊',
  },
  shopBusy: {
    en: 'Busy: delivery is unavailable right now',
    'zh-hk': '店舖繁忙，暫不提供外送服務',
    'zh-cn': '店铺繁忙，暂不提供外送服务',
  },
  shopUnavailable: {
    en: 'Service is unavailable right now. Please contact the restaurant.',
    'zh-hk': '暫時未能提供服務，請聯絡商戶',
    'zh-cn': '暂时无法提供服务，请联系商家',
  },
  takeawayNotOpen: {
    en: 'Takeaway is not open yet',
    'zh-hk': '外賣服務未開放',
    'zh-cn': '外卖服务未开放',
  },
  outOfScope: {
    en: 'This address is outside the delivery area',
    'zh-hk': '不在送餐範圍內',
    'zh-cn': '不在配送范围内',
  },
  needAddress: {
    en: 'Please enter an address',
    'zh-hk': '請輸入地址',
    'zh-cn': '请输入地址',
  },
  priceChanged: {
    en: 'The price of your order has changed to {price}. Please check the new total and submit again.',
    'zh-hk': '訂單價格已變更為 {price}，請確認新的金額後再提交。',
    'zh-cn': '订单价格已变更为 {price}，请确认新的金额后再提交。',
  },
  amountNotPositive: {
    en: 'The amount to pay must be greater than 0',
    'zh-hk': '支付金額應大於 0',
    'zh-cn': '支付金额应大于 0',
  },
  belowMinimum: {
    en: 'Your order is below the minimum of {amount}',
    'zh-hk': '訂單未達最低消費 {amount}',
    'zh-cn': '订单未达最低消费 {amount}',
  },
  couponUnavailable: {
    en: 'This coupon cannot be used: it is not yours, has expired or has already been used',
    'zh-hk': '此優惠券無法使用：不屬於您、已過期或已被使用',
    'zh-cn': '此优惠券无法使用：不属于您、已过期或已被使用',
  },
  couponOrderType: {
    en: 'This coupon is not for this kind of order',
    'zh-hk': '此優惠券不適用於此類訂單',
    'zh-cn': '此优惠券不适用于此类订单',
  },
  couponSpend: {
    en: 'This coupon needs a spend of {amount}',
    'zh-hk': '此優惠券需消費滿 {amount}',
    'zh-cn': '此优惠券需消费满 {amount}',
  },
  orderNotFound: {
    en: 'This order does not exist',
    'zh-hk': '訂單不存在',
    'zh-cn': '订单不存在',
  },
  cannotCancel: {
    en: 'This order has been confirmed and can no longer be cancelled',
    'zh-hk': '訂單已確認，無法取消',
    'zh-cn': '订单已确认，无法取消',
  },
  slotPast: {
    en: 'This time slot has passed. Please choose another: {field}',
    'zh-hk': '此時段已過，請重新選擇：{field}',
    'zh-cn': '此时段已过，请重新选择：{field}',
  },
  outsideHours: {
    en: 'The restaurant is not open at this time. Please choose a time within its opening hours: {field}',
    'zh-hk': '餐廳此時段不營業，請選擇營業時間內的時段：{field}',
    'zh-cn': '餐厅此时段不营业，请选择营业时间内的时段：{field}',
  },
  cartExpired: {
    en: 'This cart is from an earlier business day. Please check it and order again: {field}',
    'zh-hk': '此購物車屬於之前的營業日，請檢查後重新下單：{field}',
    'zh-cn': '此购物车属于之前的营业日，请检查后重新下单：{field}',
  },
  rateLimited: {
    en: 'You have placed {limit} orders in the last {minutes} minutes. You can order again in {wait} minutes.',
    'zh-hk': '您已在 {minutes} 分鐘內下了 {limit} 張訂單，請於 {wait} 分鐘後再下單。',
    'zh-cn': '您已在 {minutes} 分钟内下了 {limit} 个订单，请于 {wait} 分钟后再下单。',
  },
  openLimit: {
    en: 'You already have {limit} orders the restaurant has not confirmed yet. You can place another once one of them is confirmed or cancelled.',
    'zh-hk': '您已有 {limit} 張訂單尚未獲商戶確認，待其中一張確認或取消後即可再下單。',
    'zh-cn': '您已有 {limit} 个订单尚未获商家确认，待其中一个确认或取消后即可再下单。',
  },
  lineUnitsLimit: {
    en: 'You can order at most {max} of {food} with the same choices',
    'zh-hk': '相同選項的「{food}」最多可點 {max} 份',
    'zh-cn': '相同选项的「{food}」最多可点 {max} 份',
  },
  totalLimit: {
    en: 'Orders over {max} cannot be placed online. Please contact the restaurant.',
    'zh-hk': '超過 {max} 的訂單無法於網上下單，請聯絡商戶。',
    'zh-cn': '超过 {max} 的订单无法在线下单，请联系商家。',
  },
  submissionKeyReused: {
    en: 'This submission key was already used for a different order. Send the same order to retry it, or a new key for a new order.',
    'zh-hk': '此提交編號已用於另一張內容不同的訂單。重試時請發送相同的訂單，新訂單請使用新的提交編號。',
    'zh-cn': '此提交编号已用于另一张内容不同的订单。重试时请发送相同的订单，新订单请使用新的提交编号。',
  },
  submissionKeyTaken: {
    en: 'This submission key belongs to another order: {field}',
    'zh-hk': '此提交編號屬於另一張訂單：{field}',
    'zh-cn': '此提交编号属于另一张订单：{field}',
  },
} as const satisfies Record<string, Record<Locale, string>>
