import { useCallback } from 'react'
import { type ShopNow, shopNowOf } from '../../domain/restaurantStatus'
import { toDisplayIso } from '../../domain/timeSlots'
import { useClockValue } from '../../ui/useMinuteClock'

/**
 * The shop's state (src/domain/restaurantStatus.ts shopNowOf) at the device's time, moved on each
 * minute, and whether its next opening is on another day; the flag alone on the server and until
 * the page is mounted (a rendered page is kept and served later).
 */
export function useShopNow(
  shop: { openStatus: number; businessHours?: string | null } | null | undefined,
): ShopNow & { tomorrow: boolean } {
  const openStatus = shop?.openStatus ?? 3
  const businessHours = shop?.businessHours ?? ''
  // The next opening while the hours have it closed, as a plain value ("<ISO>" or "<ISO> tomorrow"):
  // an open shop changes nothing, so the screen renders nothing again.
  const read = useCallback(
    (now: Date) => {
      const { opensAt } = shopNowOf({ openStatus, businessHours }, now)
      if (!opensAt) return null
      const iso = toDisplayIso(opensAt)
      return iso.slice(0, 10) === toDisplayIso(now).slice(0, 10) ? iso : `${iso} tomorrow`
    },
    [openStatus, businessHours],
  )
  const closedUntil = useClockValue(read, null)
  if (closedUntil === null) return { ...shopNowOf({ openStatus }, null), tomorrow: false }
  const [iso = '', tomorrow] = closedUntil.split(' ')
  return { state: 'closed', opensAt: new Date(iso), tomorrow: tomorrow !== undefined }
}
