import type { Locale } from '../../src/domain/locale'

/** Every message the server puts in `errMsg`, in the three interface languages. */
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
    en: 'Unable to access the page, please check the link for errors',
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
  internal: {
    en: 'Something went wrong on our side, please try again',
    'zh-hk': '系統繁忙，請稍後再試',
    'zh-cn': '系统繁忙，请稍后再试',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof CATALOG

/** The message in the given language with `{name}` placeholders filled in. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return CATALOG[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
