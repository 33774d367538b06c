import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { menuArgValues } from '../../domain/menuRouteArgs'
import type { ServiceKind } from '../../domain/restaurantStatus'
import { givesServiceNow, serviceMenuType } from '../../domain/serviceChips'
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

/** A chip's words; struck through, and said to be unavailable, when the shop cannot give it now. */
function ChipText({ service, available }: { service: ServiceKind; available: boolean }) {
  const { i18n } = useLingui()
  const label = i18n._(SERVICE_TEXT[service])
  if (available) return <>{label}</>
  return (
    <>
      <s>{label}</s>
      <span className="visually-hidden">
        {' '}
        <Trans>(unavailable now)</Trans>
      </span>
    </>
  )
}

/**
 * A chip that opens its menu; one without a menu of its own (scanning at the table) or that the
 * shop cannot give now opens the shop page, which says why.
 */
function ServiceChipLink({
  service,
  available,
  links,
}: {
  service: ServiceKind
  available: boolean
  links: ServiceChipLinks
}) {
  const menuType = available ? serviceMenuType(service, links.menuTypes) : undefined
  const { brandId, restaurantId, fromIndex } = links
  const className = `service-chip service-chip-link${available ? '' : ' service-chip-off'}`
  const text = <ChipText service={service} available={available} />
  if (menuType === undefined) {
    const arg = encodeArg(shopArgValues({ brandId, restaurantId, fromIndex }))
    return (
      <Link to="/shop/{-$arg}" params={{ arg }} className={className}>
        {text}
      </Link>
    )
  }
  const arg = encodeArg(menuArgValues({ brandId, restaurantId, fromIndex, menuType }))
  return (
    <Link to={links.wide ? '/pcIndex/{-$arg}' : '/index/{-$arg}'} params={{ arg }} className={className}>
      {text}
    </Link>
  )
}

/**
 * The ways to order from a restaurant as chips (styled by the brand's .restaurant-services); one its
 * open state refuses now (SPEC §4: busy refuses delivery) is struck through and said to be
 * unavailable. With `links`, each chip opens that menu (or the shop page). Nothing when it offers none.
 */
export function ServiceChips({
  services,
  openStatus,
  links,
}: {
  services: readonly ServiceKind[]
  openStatus: number
  links?: ServiceChipLinks | undefined
}) {
  const { t } = useLingui()
  if (services.length === 0) return null
  return (
    <div className="restaurant-services">
      <ul aria-label={t`Ways to order`}>
        {services.map((service) => {
          const available = givesServiceNow(openStatus, service)
          return links ? (
            <li key={service}>
              <ServiceChipLink service={service} available={available} links={links} />
            </li>
          ) : (
            <li key={service} className={`service-chip${available ? '' : ' service-chip-off'}`}>
              <ChipText service={service} available={available} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
