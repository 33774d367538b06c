import { useLingui } from '@lingui/react/macro'
import type { OpenState } from '../../domain/restaurantStatus'
import { OPEN_STATE_TEXT } from '../brand/restaurantText'
import '../brand/brand.css'

/** The restaurant's derived status text with its coloured dot (SPEC §3 "Restaurant status"). */
export function StatusLine({ state }: { state: OpenState }) {
  const { i18n } = useLingui()
  return (
    <p className={`restaurant-status restaurant-status-${state}`}>
      <span className="restaurant-status-dot" aria-hidden="true" />
      {i18n._(OPEN_STATE_TEXT[state])}
    </p>
  )
}
