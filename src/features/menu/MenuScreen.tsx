import type { I18n } from '@lingui/core'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import { backgroundWorkAllowed } from '../../db/open'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { loadCatalogPart } from '../../i18n/catalog'
import { idlePeriod } from '../../pwa/idleSteps'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { CartBar } from '../cart/CartBar'
import { ScanTableButton } from '../table/ScanTableButton'
import { MenuBody } from './MenuBody'
import { MenuIntro, useRestaurantName } from './MenuIntro'
import { SavedMenuStatus } from './SavedMenuStatus'
import { type Ordering, useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'

/** The sheet, once its code and its words (the `cart` catalog part, into `i18n`) have loaded. */
function lazyCartSheet(i18n: I18n) {
  return lazy(() =>
    Promise.all([import('../cart/CartSheet'), loadCatalogPart(i18n, 'cart')]).then(([module]) => ({
      default: module.CartSheet,
    })),
  )
}

/**
 * The sheet's code and then its words, each in an idle period of its own once the menu has shown:
 * ready for the first tap on the bar, without one long task of both (issue 14).
 */
async function warmCartSheet(i18n: I18n): Promise<void> {
  await backgroundWorkAllowed()
  await idlePeriod()
  await import('../cart/CartSheet')
  await idlePeriod()
  await loadCatalogPart(i18n, 'cart')
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
  const { i18n } = useApp()
  const CartSheet = useMemo(() => lazyCartSheet(i18n), [i18n])
  useEffect(() => {
    void warmCartSheet(i18n)
  }, [i18n])
  return (
    <>
      <PageHeader title={name} end={<ScanTableButton />} />
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
