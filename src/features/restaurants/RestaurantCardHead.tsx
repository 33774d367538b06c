import type { ReactNode } from 'react'
import { logoPicture } from '../../api/pictures'
import { LOGO_PX } from '../../domain/images'
import { StatusLine } from './StatusLine'
import '../brand/brand.css'

/** The top of a restaurant card: logo, name (as given: text or a link), status line, and `end` (e.g. the distance). */
export function RestaurantCardHead({
  logo,
  headingId,
  title,
  shop,
  end,
}: {
  logo: string
  headingId: string
  title: ReactNode
  /** Its flag and hours, for the status line. */
  shop: { openStatus: number; businessHours: string }
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
        <StatusLine shop={shop} />
      </div>
      {end}
    </div>
  )
}
