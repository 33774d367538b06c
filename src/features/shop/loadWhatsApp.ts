import { type ApiClient, isNetworkFailure } from '../../api/client'
import { getBrandWhatsAppCheck, getWhatsAppCheck, getWhatsAppConfig } from '../../api/restaurant'

export type WhatsAppLink = {
  /** The subscription link (http or https only), or null when none is configured. */
  link: string | null
  /** The WhatsApp number behind it, when the config says. */
  phone: string | null
  /** The server could not be reached. */
  offline: boolean
}

/** Only web links are followed: a configured `javascript:` or other scheme is treated as none. */
function webLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The WhatsApp subscription link of /code/whatsapp: the restaurant's for the order type
 * (restaurantWhatsAppConfig/getByRestaurantIdAndOrderType) or, without one, its general link
 * (restaurantWhatsAppConfig/getCheck); else the brand's own (whatsAppConfig/getBrandCheck).
 */
export async function loadWhatsApp(
  api: ApiClient,
  target: {
    brandId: number
    restaurantId: number
    orderType?: number | undefined
  },
): Promise<WhatsAppLink> {
  if (target.restaurantId > 0) {
    const found =
      target.orderType === undefined
        ? await getWhatsAppCheck(api, target.restaurantId).then((answer) => ({
            answer,
            link: webLink(answer.data),
            phone: null,
          }))
        : await getWhatsAppConfig(api, target.restaurantId, target.orderType).then((answer) => ({
            answer,
            link: webLink(answer.data?.subscriptionLink),
            phone: answer.data?.phone || null,
          }))
    if (isNetworkFailure(found.answer)) return { link: null, phone: null, offline: true }
    if (found.link) return { link: found.link, phone: found.phone, offline: false }
  }
  const brand = await getBrandWhatsAppCheck(api, target.brandId)
  return { link: webLink(brand.data), phone: null, offline: isNetworkFailure(brand) }
}
