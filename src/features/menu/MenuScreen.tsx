import { useState } from 'react'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { CartBar } from '../cart/CartBar'
import { CartSheet } from '../cart/CartSheet'
import { PageHeader } from '../shell/PageHeader'
import { usePageTitle } from '../shell/usePageTitle'
import { MenuBody } from './MenuBody'
import { MenuIntro, useRestaurantName } from './MenuIntro'
import { useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'

/** /index and /index2: the ordering menu on a phone, with the cart bar and the cart sheet. */
export function MenuScreen({ arg }: { arg: MenuArg }) {
  const ordering = useOrdering(arg)
  const name = useRestaurantName(ordering)
  usePageTitle(name)
  const [cartOpen, setCartOpen] = useState(false)
  return (
    <>
      <PageHeader title={name} />
      <div className="menu-page">
        <MenuIntro ordering={ordering} onOpenCart={() => setCartOpen(true)} />
        <MenuBody ordering={ordering} />
      </div>
      <CartBar cart={ordering.cart} price={ordering.price} onOpen={() => setCartOpen(true)} />
      <CartSheet open={cartOpen} onClose={() => setCartOpen(false)} ordering={ordering} />
    </>
  )
}
