import type { Locale } from '../../src/domain/locale'
import { STAFF_MESSAGES } from '../services/staff/staffMessages'
import { CHECKOUT_MESSAGES } from './checkoutMessages'
import { COUPON_CENTRE_MESSAGES } from './couponCentreMessages'
import { INVITE_MESSAGES } from './inviteMessages'
import { LEVEL_MESSAGES } from './levelMessages'
import { ORDER_MESSAGES } from './orderMessages'
import { PACKAGE_MESSAGES } from './packageMessages'
import { PAY_MESSAGES } from './payMessages'
import { POINT_MESSAGES } from './pointMessages'
import { QUEUE_MESSAGES } from './queueMessages'
import { TABLE_MESSAGES } from './tableMessages'

/**
 * Every message the server puts in `errMsg`, in the three interface languages. The English is
 * product English, not SPEC's literal wording (issue 12): where the PWA has the same message, its
 * English catalog's text (tests/server/serverMessages.test.ts holds them together).
 */
const CATALOG = {
  missingField: {
    en: 'Missing required parameter: {field}',
    'zh-hk': '缺少必填參數：{field}',
    'zh-cn': '缺少必填参数：{field}',
  },
  invalidField: {
    en: 'Invalid parameter: {field}',
    'zh-hk': '參數無效：{field}',
    'zh-cn': '参数无效：{field}',
  },
  invalidJson: {
    en: 'The request body is not valid JSON',
    'zh-hk': '請求內容不是有效的 JSON',
    'zh-cn': '请求内容不是有效的 JSON',
  },
  unsupportedContentType: {
    en: 'Unsupported Content-Type; send JSON or a form',
    'zh-hk': '不支援的 Content-Type，請以 JSON 或表單提交',
    'zh-cn': '不支持的 Content-Type，请以 JSON 或表单提交',
  },
  jsonTooDeep: {
    en: 'The request body is nested more than {max} levels deep',
    'zh-hk': '請求內容的嵌套層級超過 {max} 層',
    'zh-cn': '请求内容的嵌套层级超过 {max} 层',
  },
  urlTooLong: {
    en: 'The request URL is longer than {max} characters',
    'zh-hk': '請求地址超過 {max} 個字元',
    'zh-cn': '请求地址超过 {max} 个字符',
  },
  headersTooLarge: {
    en: 'The request headers are too large',
    'zh-hk': '請求標頭過大',
    'zh-cn': '请求头过大',
  },
  requestTimeout: {
    en: 'The request did not arrive in time',
    'zh-hk': '請求未能及時送達',
    'zh-cn': '请求未能及时送达',
  },
  malformedRequest: {
    en: 'The request is not valid HTTP',
    'zh-hk': '請求不是有效的 HTTP 格式',
    'zh-cn': '请求不是有效的 HTTP 格式',
  },
  bodyIncomplete: {
    en: 'The request body did not arrive whole',
    'zh-hk': '請求內容未完整送達',
    'zh-cn': '请求内容未完整送达',
  },
  bodyTooLarge: {
    en: 'The request body is larger than 1 MB',
    'zh-hk': '請求內容超過 1 MB',
    'zh-cn': '请求内容超过 1 MB',
  },
  invalidHeader: {
    en: 'Invalid request header: {field}',
    'zh-hk': '請求標頭無效：{field}',
    'zh-cn': '请求头无效：{field}',
  },
  notFound: {
    en: 'This page cannot be opened. Please check the link.',
    'zh-hk': '無法訪問頁面，請檢查鏈接是否有誤',
    'zh-cn': '无法访问页面，请检查链接是否有误',
  },
  brandNotFound: {
    en: 'This brand does not exist',
    'zh-hk': '品牌不存在',
    'zh-cn': '品牌不存在',
  },
  restaurantNotFound: {
    en: 'This restaurant does not exist',
    'zh-hk': '餐廳不存在',
    'zh-cn': '餐厅不存在',
  },
  smsCodeWrong: {
    en: 'Incorrect verification code',
    'zh-hk': '短信驗證碼錯誤！',
    'zh-cn': '短信验证码错误！',
  },
  smsCodeSpent: {
    en: 'This verification code has expired or was already used. Please get a new one.',
    'zh-hk': '此驗證碼已過期或已使用，請重新獲取。',
    'zh-cn': '此验证码已过期或已使用，请重新获取。',
  },
  devLocalOnly: {
    en: 'This development call answers only on the server’s own machine',
    'zh-hk': '此開發用介面只回應伺服器本機的請求',
    'zh-cn': '此开发用接口只响应服务器本机的请求',
  },
  loginTooMany: {
    en: 'Too many attempts. Please try again later.',
    'zh-hk': '會員登入錯誤次數過多，請稍後再試！',
    'zh-cn': '会员登录错误次数过多，请稍后再试！',
  },
  accountSuspended: {
    en: 'Your account has been suspended. Please contact customer service by email.',
    'zh-hk': '您的帳戶已被停用，請聯絡客服電郵！',
    'zh-cn': '您的账户已被停用，请联系客服邮箱！',
  },
  accountExpired: {
    en: 'Your account has expired. Please contact customer service by email.',
    'zh-hk': '您的帳戶已過期，請聯絡客服電郵！',
    'zh-cn': '您的账户已过期，请联系客服邮箱！',
  },
  notRegistered: {
    en: 'This phone number is not registered yet',
    'zh-hk': '此電話號碼尚未註冊',
    'zh-cn': '此手机号码尚未注册',
  },
  smsTooFrequent: {
    en: 'Too many verification codes were requested. Please try again later.',
    'zh-hk': '驗證碼請求過於頻繁，請稍後再試',
    'zh-cn': '验证码请求过于频繁，请稍后再试',
  },
  smsUnavailable: {
    en: 'The verification code could not be sent. Please try again later.',
    'zh-hk': '驗證碼發送失敗，請稍後再試',
    'zh-cn': '验证码发送失败，请稍后再试',
  },
  smsText: {
    en: 'Your verification code is {code}. It is valid for 5 minutes.',
    'zh-hk': '您的驗證碼為 {code}，5 分鐘內有效。',
    'zh-cn': '您的验证码为 {code}，5 分钟内有效。',
  },
  phoneInvalid: {
    en: 'Please enter a valid phone number',
    'zh-hk': '請輸入正確的電話號碼',
    'zh-cn': '请输入正确的手机号码',
  },
  codeInvalid: {
    en: 'Incorrect verification code',
    'zh-hk': '驗證碼錯誤',
    'zh-cn': '验证码错误',
  },
  unauthorized: {
    en: 'Please log in first.',
    'zh-hk': '請先登入',
    'zh-cn': '请先登录',
  },
  forbidden: {
    en: 'You can only access your own account',
    'zh-hk': '您只能訪問自己的帳戶',
    'zh-cn': '您只能访问自己的账户',
  },
  addressNotFound: {
    en: 'This address does not exist',
    'zh-hk': '地址不存在',
    'zh-cn': '地址不存在',
  },
  receiverEmpty: {
    en: "Please enter the recipient's name",
    'zh-hk': '請輸入收貨人姓名',
    'zh-cn': '请输入收货人姓名',
  },
  contactEmpty: {
    en: 'Please enter a contact number',
    'zh-hk': '請輸入聯絡方式',
    'zh-cn': '请输入联系方式',
  },
  contactInvalid: {
    en: 'Please enter a valid contact number',
    'zh-hk': '請輸入正確的聯絡方式',
    'zh-cn': '请输入正确的联系方式',
  },
  addressNotChosen: {
    en: 'Please choose a delivery address',
    'zh-hk': '請選擇收貨地址',
    'zh-cn': '请选择收货地址',
  },
  detailEmpty: {
    en: 'Please enter the address details',
    'zh-hk': '請輸入詳細地址',
    'zh-cn': '请输入详细地址',
  },
  nameEmpty: {
    en: 'Please enter your name',
    'zh-hk': '請輸入姓名',
    'zh-cn': '请输入姓名',
  },
  nameTooLong: {
    en: 'The name can be at most 30 characters',
    'zh-hk': '姓名最多 30 個字',
    'zh-cn': '姓名最多 30 个字',
  },
  nameEmoji: {
    en: 'The name cannot contain emoji',
    'zh-hk': '姓名不能包含表情符號',
    'zh-cn': '姓名不能包含表情符号',
  },
  nameMarkup: {
    en: 'The name cannot contain < or >',
    'zh-hk': '姓名不能包含 < 或 >',
    'zh-cn': '姓名不能包含 < 或 >',
  },
  emailInvalid: {
    en: 'Please enter a valid email address',
    'zh-hk': '請輸入有效的電郵地址',
    'zh-cn': '请输入有效的邮箱地址',
  },
  uploadPolicy: {
    en: 'The upload is not authorised or has expired. Please try again.',
    'zh-hk': '上傳未獲授權或已過期，請重試',
    'zh-cn': '上传未获授权或已过期，请重试',
  },
  uploadNotImage: {
    en: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    'zh-hk': '只可上傳 PNG、JPEG、GIF 或 WebP 圖片',
    'zh-cn': '只能上传 PNG、JPEG、GIF 或 WebP 图片',
  },
  uploadTooLarge: {
    en: 'The image is larger than 5 MB',
    'zh-hk': '圖片超過 5 MB',
    'zh-cn': '图片超过 5 MB',
  },
  uploadQuota: {
    en: 'You have uploaded too many pictures. Please try again later.',
    'zh-hk': '上傳圖片過多，請稍後再試',
    'zh-cn': '上传图片过多，请稍后再试',
  },
  menuNotFound: {
    en: 'This menu does not exist',
    'zh-hk': '菜單不存在',
    'zh-cn': '菜单不存在',
  },
  foodNotFound: {
    en: 'This dish does not exist',
    'zh-hk': '菜式不存在',
    'zh-cn': '菜品不存在',
  },
  limitReached: {
    en: 'You have reached the limit for {food}',
    'zh-hk': '已達到最大限制：{food}',
    'zh-cn': '已达到最大限制：{food}',
  },
  soldOut: {
    en: 'Sold out: {food}',
    'zh-hk': '已售罄：{food}',
    'zh-cn': '已售罄：{food}',
  },
  stockReached: {
    en: 'Not enough stock left: {food}',
    'zh-hk': '庫存不足：{food}',
    'zh-cn': '库存不足：{food}',
  },
  foodUnavailable: {
    en: 'This dish cannot be ordered right now: {food}',
    'zh-hk': '此菜式暫時不能點選：{food}',
    'zh-cn': '此菜品暂时不能点选：{food}',
  },
  valueTooLarge: {
    en: 'The value is larger than 64 KB',
    'zh-hk': '數值超過 64 KB',
    'zh-cn': '数值超过 64 KB',
  },
  // Bounded storage for anonymous callers: log intake, saved addresses, shopRedis ownership.
  logsRateLimited: {
    en: 'Too many records were sent from this device or network. Please try again in a few minutes.',
    'zh-hk': '此裝置或網絡提交的記錄過多，請幾分鐘後再試。',
    'zh-cn': '此设备或网络提交的记录过多，请几分钟后再试。',
  },
  logRecordTooLarge: {
    en: 'The record {field} is larger than {max} KB',
    'zh-hk': '記錄 {field} 超過 {max} KB',
    'zh-cn': '记录 {field} 超过 {max} KB',
  },
  addressLimit: {
    en: 'You can save up to {max} addresses. Delete one to add another.',
    'zh-hk': '最多可儲存 {max} 個地址，請先刪除一個再新增。',
    'zh-cn': '最多可保存 {max} 个地址，请先删除一个再添加。',
  },
  shopValueKeyForm: {
    en: 'This key cannot be used: keys are table:<QR code>:<name> or member:<member id>:<name>',
    'zh-hk': '不可使用此鍵：鍵須為 table:<二維碼>:<名稱> 或 member:<會員編號>:<名稱>',
    'zh-cn': '不可使用此键：键须为 table:<二维码>:<名称> 或 member:<会员编号>:<名称>',
  },
  shopValueNotTable: {
    en: 'This QR code is not a table of this restaurant',
    'zh-hk': '此二維碼不屬於這間餐廳的餐桌',
    'zh-cn': '此二维码不属于这家餐厅的餐桌',
  },
  shopValueOtherMember: {
    en: 'This key belongs to another member',
    'zh-hk': '此鍵屬於其他會員',
    'zh-cn': '此键属于其他会员',
  },
  shopValueLimit: {
    en: 'This table or member already keeps {max} values. Clear one to save another.',
    'zh-hk': '此餐桌或會員已保存 {max} 項數值，請先清除一項再儲存。',
    'zh-cn': '此餐桌或会员已保存 {max} 项数值，请先清除一项再保存。',
  },
  favoriteLimitReached: {
    en: 'You can save at most {max} favourites. Remove one to save another.',
    'zh-hk': '最多可收藏 {max} 項，請先移除一項再收藏。',
    'zh-cn': '最多可收藏 {max} 项，请先移除一项再收藏。',
  },
  geocoderBusy: {
    en: 'Address lookup is busy right now. Please try again in a moment.',
    'zh-hk': '地址查詢目前繁忙，請稍後再試。',
    'zh-cn': '地址查询当前繁忙，请稍后再试。',
  },
  ...ORDER_MESSAGES,
  ...TABLE_MESSAGES,
  ...INVITE_MESSAGES,
  ...STAFF_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...COUPON_CENTRE_MESSAGES,
  ...PAY_MESSAGES,
  ...POINT_MESSAGES,
  ...LEVEL_MESSAGES,
  ...PACKAGE_MESSAGES,
  ...QUEUE_MESSAGES,
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    'zh-hk': '系統繁忙，請稍後再試',
    'zh-cn': '系统繁忙，请稍后再试',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof CATALOG

/** Every message's key, for the checks of the catalog's wording. */
export const MESSAGE_KEYS = Object.keys(CATALOG) as MessageKey[]

/** The message in the given language with `{name}` placeholders filled in. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return CATALOG[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
