import type { ReactNode } from 'react'
import { logoPicture } from '../../api/pictures'
import { LOGO_PX } from '../../domain/images'
import type { OpenState } from '../../domain/restaurantStatus'
import { StatusLine } from './StatusLine'
import '../brand/brand.css'

/** The top of a restaurant card: logo, name (as given: text or a link), status line, and `end` (e.g. the distance). */
export function RestaurantCardHead({
  logo,
  headingId,
  title,
  state,
  end,
}: {
  logo: string
  headingId: string
  title: ReactNode
  state: OpenState
  end?: ReactNode
}) {
  return (
    <div className="restaurant-card-head">
      {logo ? (
        <img
          className="restaurant-logo"
          {...logoPicture(logo)}
          alt=""
          width={LOGO_PX}
          height={LOGO_PX}
          loading="lazy"
        />
      ) : null}
      <div className="restaurant-card-title">
        <h3 id={headingId}>{title}</h3>
        <StatusLine state={state} />
      </div>
      {end}
    </div>
  )
}
