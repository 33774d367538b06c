import { lazy, Suspense, useEffect, useState } from 'react'
import { backgroundWorkAllowed } from '../../db/open'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { loadCatalogPart } from '../../i18n/catalog'
import { idlePeriod } from '../../pwa/idleSteps'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { CartBar } from '../cart/CartBar'
import { MenuBody } from './MenuBody'
import { MenuIntro, useRestaurantName } from './MenuIntro'
import { SavedMenuStatus } from './SavedMenuStatus'
import { type Ordering, useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'

/** The sheet's code and words (the `cart` catalog part). */
const loadCartSheet = () =>
  Promise.all([import('../cart/CartSheet'), loadCatalogPart('cart')]).then(([module]) => module)
const CartSheet = lazy(() => loadCartSheet().then((module) => ({ default: module.CartSheet })))

/**
 * The sheet's code and then its words, each in an idle period of its own once the menu has shown:
 * ready for the first tap on the bar, without one long task of both (issue 14).
 */
async function warmCartSheet(): Promise<void> {
  await backgroundWorkAllowed()
  await idlePeriod()
  await import('../cart/CartSheet')
  await idlePeriod()
  await loadCatalogPart('cart')
}

/** A menu that failed to load, or has no dishes, with an empty cart: a cart bar would lead nowhere. */
function nothingToOrder({ menuState, categories, cart }: Ordering): boolean {
  if (cart.lines.length > 0) return false
  if (menuState.status === 'failed') return true
  return menuState.status === 'ready' && categories.every((category) => category.foods.length === 0)
}

/** /index and /index2: the ordering menu on a phone, with the cart bar and the cart sheet. */
export function MenuScreen({ arg }: { arg: MenuArg }) {
  const ordering = useOrdering(arg)
  const name = useRestaurantName(ordering)
  usePageTitle(name)
  const [cartOpen, setCartOpen] = useState(false)
  useEffect(() => {
    void warmCartSheet()
  }, [])
  return (
    <>
      <PageHeader title={name} />
      <div className="menu-page">
        <MenuIntro ordering={ordering} onOpenCart={() => setCartOpen(true)} />
        <MenuBody ordering={ordering} />
      </div>
      {nothingToOrder(ordering) ? null : (
        <CartBar
          cart={ordering.cart}
          price={ordering.price}
          onOpen={() => setCartOpen(true)}
          status={<SavedMenuStatus menuState={ordering.menuState} />}
        />
      )}
      {cartOpen ? (
        <Suspense fallback={null}>
          <CartSheet open onClose={() => setCartOpen(false)} ordering={ordering} />
        </Suspense>
      ) : null}
    </>
  )
}
