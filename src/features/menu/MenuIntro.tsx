import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { shopRefusesOrders } from '../../domain/menu/menuFlow'
import { MENU_TYPE } from '../../domain/menu/types'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { OPEN_STATE_TEXT, opensAtText, SERVICE_TEXT } from '../brand/restaurantText'
import { MenuStoreHeader } from './MenuStoreHeader'
import { SHOP_STATE_TEXT } from './menuText'
import type { Ordering } from './useOrdering'

// Only a member with an address sees it, after the address list came: guests never load it.
const DeliveryPlace = lazy(() =>
  import('./DeliveryPlace').then((module) => ({ default: module.DeliveryPlace })),
)

const isPickupMenuType = (type: number) => type === MENU_TYPE.pickup || type === MENU_TYPE.pickup2

/** The restaurant's name for titles: from its record, else the menu's name. */
export function useRestaurantName(ordering: Ordering): string {
  const { t } = useLingui()
  const locale = useLocale()
  const { restaurant, menuState } = ordering
  if (restaurant) return localized(restaurant, 'name', locale)
  if (menuState.status === 'ready') return localized(menuState.menu, 'name', locale) || t`Menu`
  return t`Menu`
}

/**
 * Above the menu: the restaurant's cover, logo and name, its state and address, the way of
 * ordering, and the notes that apply.
 */
export function MenuIntro({ ordering, onOpenCart }: { ordering: Ordering; onOpenCart?: () => void }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { restaurant, menuState, flow, shopState, shopNow, deliveryAddress, arg, notices } = ordering
  const openState = restaurant ? shopNow.state : null
  const opensAt = shopNow.opensAt ? opensAtText(shopNow.opensAt, shopNow.tomorrow, i18n) : null
  const address = restaurant ? localized(restaurant, 'address', locale) : ''
  const menuName = menuState.status === 'ready' ? localized(menuState.menu, 'name', locale) : ''
  const addressArg = encodeArg([arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0, 1])
  const refuses = shopRefusesOrders(shopState)
  // The notice says the shop's state when it refuses this menu (or takes orders for later only):
  // the status line would repeat it.
  const statusShown = openState !== null && openState !== shopState && shopState !== 'afterHours'
  // Busy refuses delivery only: the restaurant's pick-up menu still takes orders.
  const pickupType = shopState === 'busy' ? restaurant?.menuTypes.find(isPickupMenuType) : undefined
  const { brandId, restaurantId, fromIndex } = arg
  const pickupArg =
    pickupType === undefined
      ? null
      : encodeArg(menuArgValues({ brandId, restaurantId, fromIndex, menuType: pickupType }))

  return (
    <div className="menu-intro">
      {restaurant ? (
        <MenuStoreHeader
          name={localized(restaurant, 'name', locale)}
          cover={restaurant.imageUrl}
          logo={restaurant.logo}
        />
      ) : null}
      <div className="menu-intro-facts">
        {statusShown ? (
          <p className={`menu-status menu-status-${openState}`}>
            <span className="menu-status-dot" aria-hidden="true" />
            {i18n._(OPEN_STATE_TEXT[openState])}
            {opensAt ? ` · ${opensAt}` : null}
          </p>
        ) : null}
        {flow ? <p className="menu-intro-flow">{menuName || i18n._(SERVICE_TEXT[flow.flow])}</p> : null}
        {address ? <p className="muted menu-intro-address">{address}</p> : null}
        {deliveryAddress ? (
          <Suspense fallback={null}>
            <DeliveryPlace address={deliveryAddress} addressArg={addressArg} />
          </Suspense>
        ) : null}
      </div>
      {shopState !== 'ok' ? (
        <div className="notice notice-warning shop-state-notice" role="alert">
          {/* Two sentences, two lines: the state's text has no full stop of its own (SPEC wording). */}
          <div className="shop-state-text">
            {shopState === 'afterHours' ? (
              <p>
                {i18n._(OPEN_STATE_TEXT.closed)}
                {opensAt ? ` · ${opensAt}` : null}
              </p>
            ) : null}
            <p>{i18n._(SHOP_STATE_TEXT[shopState])}</p>
            {refuses ? (
              <p>
                <Trans>Dishes cannot be added to the cart now.</Trans>
              </p>
            ) : null}
          </div>
          {pickupArg ? (
            <Link to="/index/{-$arg}" params={{ arg: pickupArg }} className="button">
              <Trans>Order for pick-up instead</Trans>
            </Link>
          ) : null}
          {shopState === 'needAddress' ? (
            <Link to="/addressList/{-$arg}" params={{ arg: addressArg }} className="button">
              <Trans>Choose a delivery address</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      {notices && onOpenCart ? (
        <div className="notice notice-warning" role="status">
          <p>
            <Trans>The menu has changed and your cart was updated.</Trans>
          </p>
          <button type="button" className="button" onClick={onOpenCart}>
            <Trans>Review cart</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}
