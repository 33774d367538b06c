import { useEffect, useMemo, useState } from 'react'
import type { MemberCoupon } from '../../api/order'
import { useApp } from '../../app/appContext'
import { cartScopeOf } from '../../db/recordKeys'
import { useSession } from '../../db/session'
import { setSettingSoon } from '../../db/settings'
import { businessDay } from '../../domain/businessDay'
import { isDeliveredOrderType, LIMIT_TYPE, ORDER_TYPE } from '../../domain/menu/types'
import type { MenuArg } from '../../domain/menuRouteArgs'
import type { TimeSlot } from '../../domain/orderApi'
import { closesAtOf, type TimeSlotOption, timeSlotList } from '../../domain/timeSlots'
import { useRemark } from '../cart/remarkStore'
import { useOrdering } from '../menu/useOrdering'
import { usePayMethods } from '../pay/usePayMethods'
import { type CheckoutPrice, checkoutPrice } from './checkoutPrice'
import { type CheckoutFacts, useCheckoutFacts } from './useCheckoutFacts'
import { type PlaceInput, usePlaceOrder } from './usePlaceOrder'

/** How often the time list is rebuilt while the screen stays open: 1 min. */
const SLOT_REFRESH_MS = 60_000

/**
 * Everything the order confirmation shows and does, for one menu's cart: the ordering state
 * (src/features/menu/useOrdering.ts), the server's facts (./useCheckoutFacts.ts), the diner's
 * choices (time slot, persons, coupon), the price (./checkoutPrice.ts) and placing (./usePlaceOrder.ts).
 */
export function useCheckout(arg: MenuArg, layout: 'phone' | 'desktop') {
  const { mirror } = useApp()
  const ordering = useOrdering(arg, { repairs: false })
  const session = useSession()
  const memberId = session.member?.id ?? null
  const orderType = ordering.flow?.orderType ?? null
  const delivered = orderType !== null && isDeliveredOrderType(orderType)
  const [couponVersion, setCouponVersion] = useState(0)
  const facts: CheckoutFacts = useCheckoutFacts({
    couponVersion,
    brandId: arg.brandId,
    restaurantId: arg.restaurantId,
    orderType: orderType ?? 0,
    menuType: arg.menuType,
    memberId,
  })
  const scope = useMemo(
    () => cartScopeOf({ restaurantId: arg.restaurantId, menuType: arg.menuType, qrCode: arg.qrCode }),
    [arg.restaurantId, arg.menuType, arg.qrCode],
  )
  const remark = useRemark(scope)
  const [chosenCouponId, chooseCoupon] = useState<number | null>(null)
  const [slotValue, setSlotValue] = useState('0')

  // Rebuilt each minute so that passed slots leave the list.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SLOT_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const deliveryFee = facts.deliveryFee.kind === 'ok' ? facts.deliveryFee.fee : '0.00'
  const slots: TimeSlotOption[] = useMemo(() => {
    if (!facts.settings) return []
    const businessHours = ordering.restaurant?.businessHours
    const closesAt = businessHours ? closesAtOf(businessHours, new Date(now)) : undefined
    return timeSlotList({
      now: new Date(now),
      intervalMinutes: facts.settings.slotMinutes,
      leadMinutes: facts.estimate?.minutes ?? 0,
      ...(closesAt ? { closesAt } : {}),
      deliveryFee: delivered ? deliveryFee : '0.00',
      // Interpretation: pick-up reads 'Served as soon as possible'; delivered orders 'immediately'.
      asapMode: !delivered,
    })
  }, [facts.settings, facts.estimate, ordering.restaurant, now, delivered, deliveryFee])
  const slot = slots.find((option) => (option.time ?? '0') === slotValue) ?? slots[0] ?? null

  const perPersonLimits = useMemo(
    () =>
      ordering.categories.some(
        (category) =>
          (category.limitAmount > 0 &&
            (category.limitType === LIMIT_TYPE.perPerson || category.limitType === LIMIT_TYPE.sentInOrder)) ||
          category.foods.some((food) => food.limitType === LIMIT_TYPE.perPerson && food.limitAmount > 0),
      ),
    [ordering.categories],
  )

  const coupons: MemberCoupon[] = facts.coupons?.data ?? []
  const price: CheckoutPrice<MemberCoupon> | null = useMemo(() => {
    if (!facts.settings || orderType === null) return null
    return checkoutPrice({
      cart: ordering.cart.lines,
      restaurantId: arg.restaurantId,
      orderType,
      menuType: arg.menuType,
      deliveryFee: delivered ? (slot?.deliveryCharge ?? deliveryFee) : '0.00',
      settings: facts.settings.pricing,
      minimum: facts.settings.minimum,
      rules: facts.rules,
      memberDiscount: facts.memberDiscount,
      coupons,
      chosenCouponId,
    })
  }, [facts, orderType, ordering.cart.lines, arg, delivered, slot, deliveryFee, coupons, chosenCouponId])

  // SPEC §5: the restaurant's methods for this amount on this browser; cash when none can be read.
  const payMethods = usePayMethods(arg.restaurantId, price?.result.price ?? '0', true)
  const [chosenPayType, choosePayType] = useState<number | null>(null)
  const payType = payMethods.methods.some((method) => method.id === chosenPayType)
    ? chosenPayType
    : payMethods.selected

  const placing = usePlaceOrder({
    scope,
    memberId,
    detailRoute: layout === 'desktop' ? '/pcOrderDetail/{-$arg}' : '/orderDetail/{-$arg}',
    fromIndex: arg.fromIndex,
  })

  /** The order as addOrder2 takes it, at the price shown (or the one the server gave back). */
  function orderInput(expectedPrice?: string): PlaceInput | null {
    if (!price || orderType === null) return null
    if (
      orderType !== ORDER_TYPE.shop &&
      orderType !== ORDER_TYPE.pickup &&
      orderType !== ORDER_TYPE.coldChain
    )
      return null
    if (price.lines.length === 0 || payType === null) return null
    const timeSlot: TimeSlot = slot?.type === 1 && slot.time ? { type: 1, time: slot.time } : { type: 0 }
    return {
      brandId: arg.brandId,
      restaurantId: arg.restaurantId,
      orderType,
      menuType: arg.menuType,
      lines: price.lines,
      ...(delivered && facts.address ? { addressId: facts.address.id } : {}),
      timeSlot,
      persons: ordering.persons,
      remark: remark ?? '',
      ...(price.coupon ? { memberCouponId: price.coupon.id } : {}),
      payType,
      expectedPrice: expectedPrice ?? price.result.price,
      businessDay: businessDay(Date.now()),
    }
  }

  return {
    ordering,
    facts,
    memberId,
    orderType,
    delivered,
    remark,
    slots,
    slot,
    chooseSlot: setSlotValue,
    perPersonLimits,
    setPersons: (persons: number) => setSettingSoon(mirror, 'personCount', persons),
    coupons,
    chosenCouponId,
    chooseCoupon,
    /** After a promo code was redeemed: the member's coupons are read again. */
    reloadCoupons: () => setCouponVersion((version) => version + 1),
    price,
    payMethods,
    payType,
    choosePayType,
    placing,
    orderInput,
  }
}
