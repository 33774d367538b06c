import { useLingui } from '@lingui/react/macro'
import { OPEN_STATE_TEXT, opensAtText } from '../brand/restaurantText'
import { useShopNow } from './useShopNow'
import '../brand/brand.css'

/**
 * The restaurant's status with its coloured dot (SPEC §3 "Restaurant status"): its flag, then its
 * hours at the time (src/domain/restaurantStatus.ts shopNowOf), with when it opens if its hours
 * have it closed.
 */
export function StatusLine({ shop }: { shop: { openStatus: number; businessHours?: string | null } }) {
  const { i18n } = useLingui()
  const { state, opensAt, tomorrow } = useShopNow(shop)
  return (
    <p className={`restaurant-status restaurant-status-${state}`}>
      <span className="restaurant-status-dot" aria-hidden="true" />
      {i18n._(OPEN_STATE_TEXT[state])}
      {opensAt ? ` · ${opensAtText(opensAt, tomorrow, i18n)}` : null}
    </p>
  )
}
