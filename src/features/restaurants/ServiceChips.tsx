import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { type ServiceKind, serviceMenuType } from '../../domain/restaurantStatus'
import { shopArgValues } from '../../domain/shopRouteArgs'
import { SERVICE_TEXT } from '../brand/restaurantText'
import '../brand/brand.css'

/** Where a restaurant card's chips lead: its menus, else its shop page. */
export type ServiceChipLinks = {
  brandId: number
  restaurantId: number
  menuTypes: readonly number[]
  fromIndex: boolean
  /** Open menus in the desktop layout (/pcIndex). */
  wide?: boolean | undefined
}

function ServiceChipLink({ service, links }: { service: ServiceKind; links: ServiceChipLinks }) {
  const { i18n } = useLingui()
  const label = i18n._(SERVICE_TEXT[service])
  const menuType = serviceMenuType(service, links.menuTypes)
  const { brandId, restaurantId, fromIndex } = links
  if (menuType === undefined) {
    const arg = encodeArg(shopArgValues({ brandId, restaurantId, fromIndex }))
    return (
      <Link to="/shop/{-$arg}" params={{ arg }} className="service-chip service-chip-link">
        {label}
      </Link>
    )
  }
  const arg = encodeArg(menuArgValues({ brandId, restaurantId, fromIndex, menuType }))
  return (
    <Link
      to={links.wide ? '/pcIndex/{-$arg}' : '/index/{-$arg}'}
      params={{ arg }}
      className="service-chip service-chip-link"
    >
      {label}
    </Link>
  )
}

/**
 * The ways to order from a restaurant as chips (styled by the brand's .restaurant-services);
 * with `links`, each chip opens that menu (or the shop page). Nothing when it offers none.
 */
export function ServiceChips({
  services,
  links,
}: {
  services: readonly ServiceKind[]
  links?: ServiceChipLinks | undefined
}) {
  const { i18n, t } = useLingui()
  if (services.length === 0) return null
  return (
    <div className="restaurant-services">
      <ul aria-label={t`Ways to order`}>
        {services.map((service) =>
          links ? (
            <li key={service}>
              <ServiceChipLink service={service} links={links} />
            </li>
          ) : (
            <li key={service} className="service-chip">
              {i18n._(SERVICE_TEXT[service])}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
