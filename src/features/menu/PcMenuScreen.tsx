import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { itemCount } from '../../domain/menu/types'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { CartContents } from '../cart/CartContents'
import { MenuBody } from './MenuBody'
import { MenuIntro, useRestaurantName } from './MenuIntro'
import { SavedMenuStatus } from './SavedMenuStatus'
import { useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'
import './pcMenu.css'

/** /pcIndex: the desktop ordering menu, laid out wide, with the cart always visible beside it. */
export function PcMenuScreen({ arg }: { arg: MenuArg }) {
  const { t } = useLingui()
  const ordering = useOrdering(arg)
  const name = useRestaurantName(ordering)
  usePageTitle(name)
  const cartHeadingId = useId()
  const count = itemCount(ordering.cart.lines)
  return (
    <>
      <PageHeader title={name} />
      <div className="pc-menu-layout">
        <div className="menu-page">
          <MenuIntro ordering={ordering} />
          <MenuBody ordering={ordering} />
        </div>
        <aside className="pc-cart-panel" aria-labelledby={cartHeadingId}>
          <h2 id={cartHeadingId} className="pc-cart-title">
            <Trans>Cart</Trans>
            {count > 0 ? <span className="pc-cart-count">{t`${count} in cart`}</span> : null}
          </h2>
          <CartContents ordering={ordering} />
          <SavedMenuStatus menuState={ordering.menuState} />
        </aside>
      </div>
    </>
  )
}
