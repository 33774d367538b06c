import type { Locale } from '../../src/domain/locale'

/**
 * Messages of the payment calls and of the sandbox provider's hosted page: the Chinese texts SPEC §8's
 * where SPEC has them, the English in natural product English (tests/server/serverMessages.test.ts).
 */
export const PAY_MESSAGES = {
  cashOnDelivery: {
    en: 'Cash on delivery',
    'zh-hk': '貨到付款',
    'zh-cn': '货到付款',
  },
  onlinePayment: {
    en: 'Online payment',
    'zh-hk': '網上付款',
    'zh-cn': '在线支付',
  },
  payTypeNotOffered: {
    en: 'This restaurant does not accept this payment method',
    'zh-hk': '此餐廳不接受此付款方式',
    'zh-cn': '此餐厅不接受此支付方式',
  },
  applePayMinimum: {
    en: 'Apple Pay can only be used for amounts of 4 or more',
    'zh-hk': 'Apple Pay 支付金額須滿 4',
    'zh-cn': 'Apple Pay 支付金额须满 4',
  },
  desktopOnly: {
    en: 'This payment method can only be used on a computer',
    'zh-hk': '此付款方式只可在電腦上使用',
    'zh-cn': '此支付方式只能在电脑上使用',
  },
  alreadyPaid: {
    en: 'Paid',
    'zh-hk': '已付款',
    'zh-cn': '已支付',
  },
  paymentClosed: {
    en: 'This payment has already been closed',
    'zh-hk': '此付款已關閉',
    'zh-cn': '此支付已关闭',
  },
  noPayment: {
    en: 'This order has no online payment',
    'zh-hk': '此訂單沒有網上付款',
    'zh-cn': '此订单没有在线支付',
  },
  orderCancelledNoPay: {
    en: 'This order has been cancelled and cannot be paid',
    'zh-hk': '此訂單已取消，無法付款',
    'zh-cn': '此订单已取消，无法支付',
  },
  notOnlineOrder: {
    en: 'This order is paid on delivery or at the shop, not online',
    'zh-hk': '此訂單以貨到付款或到店付款，不可網上付款',
    'zh-cn': '此订单为货到付款或到店付款，不可在线支付',
  },
  paymentInProgress: {
    en: 'A payment of this order with another method is under way; cancel it first',
    'zh-hk': '此訂單正以其他付款方式付款，請先取消該付款',
    'zh-cn': '此订单正以其他支付方式支付，请先取消该支付',
  },
  payMethodNotAccepted: {
    en: 'This payment method cannot be used for this payment',
    'zh-hk': '此付款方式不適用於此付款',
    'zh-cn': '此支付方式不适用于此支付',
  },
  payTokenInvalid: {
    en: 'This payment token is not valid or has expired',
    'zh-hk': '此付款憑證無效或已過期',
    'zh-cn': '此支付凭证无效或已过期',
  },
  providerUnavailable: {
    en: 'The payment service is unavailable right now. Please try again.',
    'zh-hk': '付款服務暫時無法使用，請稍後再試',
    'zh-cn': '支付服务暂时无法使用，请稍后再试',
  },
  callbackSignature: {
    en: 'The notification is not signed by the payment provider',
    'zh-hk': '此通知並非由付款服務商簽署',
    'zh-cn': '此通知并非由支付服务商签署',
  },
  callbackStale: {
    en: 'The notification is too old or from the future',
    'zh-hk': '此通知時間已過期或無效',
    'zh-cn': '此通知时间已过期或无效',
  },
  unknownPayment: {
    en: 'This payment does not exist',
    'zh-hk': '此付款不存在',
    'zh-cn': '此支付不存在',
  },
  paymentMismatch: {
    en: 'The notification does not match this payment',
    'zh-hk': '此通知與付款記錄不符',
    'zh-cn': '此通知与支付记录不符',
  },
  // The sandbox provider's hosted page.
  sandboxTitle: {
    en: 'Sandbox payment',
    'zh-hk': '沙盒付款',
    'zh-cn': '沙盒支付',
  },
  sandboxNotice: {
    en: 'A test payment: no money moves.',
    'zh-hk': '測試付款：不會扣除任何款項。',
    'zh-cn': '测试支付：不会扣除任何款项。',
  },
  sandboxAmount: {
    en: 'Amount',
    'zh-hk': '金額',
    'zh-cn': '金额',
  },
  sandboxMethod: {
    en: 'Payment method',
    'zh-hk': '付款方式',
    'zh-cn': '支付方式',
  },
  sandboxPay: {
    en: 'Pay',
    'zh-hk': '付款',
    'zh-cn': '支付',
  },
  sandboxFail: {
    en: 'Fail',
    'zh-hk': '付款失敗',
    'zh-cn': '支付失败',
  },
  sandboxCancel: {
    en: 'Cancel',
    'zh-hk': '取消',
    'zh-cn': '取消',
  },
  sandboxClosed: {
    en: 'This payment is no longer open.',
    'zh-hk': '此付款已不再開放。',
    'zh-cn': '此支付已不再开放。',
  },
  sandboxNotFound: {
    en: 'This payment does not exist.',
    'zh-hk': '此付款不存在。',
    'zh-cn': '此支付不存在。',
  },
  sandboxBack: {
    en: 'Back to the order',
    'zh-hk': '返回訂單',
    'zh-cn': '返回订单',
  },
} as const satisfies Record<string, Record<Locale, string>>
