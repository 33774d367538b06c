import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpenState, ServiceKind } from '../../domain/restaurantStatus'

/** Status line for each shop state (SPEC §4, §8 wording). */
export const OPEN_STATE_TEXT: Record<OpenState, MessageDescriptor> = {
  open: msg`Open`,
  busy: msg`Busy, delivery service not available at the moment`,
  closed: msg`Shop closed`,
  unavailable: msg`Service not available at the moment`,
}

export const SERVICE_TEXT: Record<ServiceKind, MessageDescriptor> = {
  delivery: msg`Delivery`,
  pickup: msg`Pick-up`,
  scan: msg`Scan to order at the table`,
  coldChain: msg`Cold-chain delivery`,
}
