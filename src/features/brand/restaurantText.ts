import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpenState, ServiceKind } from '../../domain/restaurantStatus'
import { toDisplayIso } from '../../domain/timeSlots'

/**
 * Status line for each shop state, in SPEC §8's messages: the same words as the refusals of that
 * state (src/features/menu/menuText.ts SHOP_STATE_TEXT), so a screen says each state one way.
 */
export const OPEN_STATE_TEXT: Record<OpenState, MessageDescriptor> = {
  open: msg`Open`,
  busy: msg`Shop in Busy, delivery service not available in this moment`,
  closed: msg`Shop closed`,
  unavailable: msg`Service not available at the moment, please contact the merchant`,
}

export const SERVICE_TEXT: Record<ServiceKind, MessageDescriptor> = {
  delivery: msg`Delivery`,
  pickup: msg`Pick-up`,
  scan: msg`Scan to order at the table`,
  coldChain: msg`Cold-chain delivery`,
}

/** When a shop closed by its hours opens: "Opens at 07:00", or "Opens tomorrow at 07:00". */
export function opensAtText(opensAt: Date, tomorrow: boolean, i18n: I18n): string {
  const time = toDisplayIso(opensAt).slice(11, 16)
  return tomorrow ? i18n._(msg`Opens tomorrow at ${time}`) : i18n._(msg`Opens at ${time}`)
}
