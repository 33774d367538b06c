import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { encodeArg } from '../../domain/args'
import type { RestaurantInfo } from '../../domain/contract/menu'
import { checkShopState, menuFlow } from '../../domain/menu/menuFlow'
import { MENU_TYPE, type MenuType } from '../../domain/menu/types'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { SERVICE_TEXT } from '../brand/restaurantText'
import { SHOP_STATE_TEXT } from '../menu/menuText'

/** The ordering button of each menu type (SPEC §2). */
const MENU_TYPE_TEXT: Record<MenuType, MessageDescriptor> = {
  [MENU_TYPE.delivery]: SERVICE_TEXT.delivery,
  [MENU_TYPE.pickup]: SERVICE_TEXT.pickup,
  [MENU_TYPE.pickup2]: msg`Scheduled pick-up`,
  [MENU_TYPE.scan]: SERVICE_TEXT.scan,
  [MENU_TYPE.coldChain]: SERVICE_TEXT.coldChain,
}

const isMenuType = (type: number): type is MenuType => type in MENU_TYPE_TEXT

/**
 * The restaurant's menus in SPEC order, the one the diner came for first, each what blocks it now:
 * SPEC §4 checks the shop state for delivery (order type 1) and pick-up (7) only. The delivery
 * address is chosen on the menu, so only the shop's own parts (open status, takeaway service) count
 * here. The blocked ones come last, so the first (primary) button is one that takes orders.
 */
function orderingEntries(info: RestaurantInfo, preferred: number | undefined) {
  const types = info.menuTypes.filter(isMenuType)
  const ordered =
    preferred !== undefined && types.includes(preferred as MenuType)
      ? [preferred as MenuType, ...types.filter((type) => type !== preferred)]
      : types
  const entries = ordered.map((menuType) => {
    const orderType = menuFlow(menuType)?.orderType ?? 0
    const state = checkShopState({
      orderType,
      openStatus: info.openStatus,
      shipanyStatus: info.shipanyStatus === 0 ? 0 : 1,
      hasAddress: true,
    })
    // Closed by its hours, a menu still takes orders for later (the status line says when it opens).
    return { menuType, blocked: state === 'ok' || state === 'afterHours' ? null : state }
  })
  return [...entries.filter((entry) => !entry.blocked), ...entries.filter((entry) => entry.blocked)]
}

type OrderingEntriesProps = {
  info: RestaurantInfo
  brandId: number
  fromIndex: boolean
  /** The menu type the diner came for (shop arg). */
  preferred: number | undefined
}

/** "Order now": one button per menu, linking to its menu (/index/:arg); a blocked one says why. */
export function OrderingEntries({ info, brandId, fromIndex, preferred }: OrderingEntriesProps) {
  const { i18n } = useLingui()
  const id = useId()
  const entries = orderingEntries(info, preferred)
  if (entries.length === 0) {
    return (
      <p className="muted">
        <Trans>This restaurant does not take online orders.</Trans>
      </p>
    )
  }
  return (
    <ul className="shop-entries">
      {entries.map(({ menuType, blocked }, index) => {
        const label = i18n._(MENU_TYPE_TEXT[menuType])
        const className = `button button-block${index === 0 ? ' button-primary' : ''}`
        if (blocked) {
          const reasonId = `${id}-${menuType}`
          return (
            <li key={menuType}>
              <button type="button" className={className} disabled aria-describedby={reasonId}>
                {label}
              </button>
              <p id={reasonId} className="shop-entry-reason">
                {i18n._(SHOP_STATE_TEXT[blocked])}
              </p>
            </li>
          )
        }
        const arg = encodeArg(menuArgValues({ brandId, restaurantId: info.id, fromIndex, menuType }))
        return (
          <li key={menuType}>
            <Link to="/index/{-$arg}" params={{ arg }} className={className}>
              {label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
