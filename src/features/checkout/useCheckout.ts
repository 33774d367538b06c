import { useEffect, useMemo, useState } from 'react'
import type { MemberCoupon } from '../../api/order'
import { useApp } from '../../app/appContext'
import { cartScopeOf } from '../../db/recordKeys'
import { useSession } from '../../db/session'
import { setSettingSoon } from '../../db/settings'
import { PACKAGE_ERROR } from '../../domain/contract/packages'
import { chargedDeliveryFee } from '../../domain/levels/levelDelivery'
import { limitsDependOnPersons } from '../../domain/menu/limits'
import { isDeliveredOrderType, ORDER_TYPE } from '../../domain/menu/types'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { compareMoney } from '../../domain/money'
import { type PlaceInput, placeInputOf } from '../../domain/order/placeInput'
import { CASH_PAY_TYPE } from '../../domain/payTypes'
import { useRemark } from '../cart/remarkStore'
import { useOrdering } from '../menu/useOrdering'
import { usePayMethods } from '../pay/usePayMethods'
import { useSharedCart } from '../table/useSharedCart'
import { type CheckoutPrice, checkoutPrice } from './checkoutPrice'
import { type CheckoutFacts, useCheckoutFacts } from './useCheckoutFacts'
import { useCouponToUse } from './useCouponToUse'
import { usePlaceOrder } from './usePlaceOrder'
import { useTimeSlots } from './useTimeSlots'
import { useVouchers } from './useVouchers'

/**
 * Everything the order confirmation shows and does, for one menu's cart: the ordering state
 * (src/features/menu/useOrdering.ts), the server's facts (./useCheckoutFacts.ts), the diner's
 * choices (time slot, persons, coupon, payment), the price (./checkoutPrice.ts) and placing
 * (./usePlaceOrder.ts).
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
  const scope = useMemo(() => cartScopeOf(arg), [arg])
  const remark = useRemark(scope)
  const [chosenCouponId, chooseCoupon] = useState<number | null>(null)
  const deliveryFee = facts.deliveryFee.kind === 'ok' ? facts.deliveryFee.fee : '0.00'
  const time = useTimeSlots({
    settings: facts.settings,
    leadMinutes: facts.estimate?.minutes ?? 0,
    businessHours: ordering.restaurant?.businessHours,
    delivered,
    deliveryFee,
  })
  const { slot } = time
  const askPersons = useMemo(() => limitsDependOnPersons(ordering.categories), [ordering.categories])

  const coupons: MemberCoupon[] = facts.coupons?.data ?? []
  const vouchers = useVouchers({
    memberId,
    brandId: arg.brandId,
    lines: ordering.cart.lines,
    // A group order's and a counter code's orders are placed by calls that take no vouchers.
    allowed: !arg.invite && !arg.counterCode,
  })
  const price: CheckoutPrice<MemberCoupon> | null = useMemo(() => {
    if (!facts.settings || orderType === null) return null
    return checkoutPrice({
      cart: ordering.cart.lines,
      restaurantId: arg.restaurantId,
      orderType,
      menuType: arg.menuType,
      deliveryFee: delivered
        ? chargedDeliveryFee(slot?.deliveryCharge ?? deliveryFee, facts.freeDelivery)
        : '0.00',
      settings: facts.settings.pricing,
      minimum: facts.settings.minimum,
      rules: facts.rules,
      memberDiscount: facts.memberDiscount,
      coupons,
      chosenCouponId,
      vouchers: vouchers.forPricing,
    })
  }, [
    facts,
    orderType,
    ordering.cart.lines,
    arg,
    delivered,
    slot,
    deliveryFee,
    coupons,
    chosenCouponId,
    vouchers.forPricing,
  ])

  useCouponToUse(arg.brandId, price?.coupons, chooseCoupon)

  // SPEC §5: the restaurant's methods for this amount on this browser; cash when none can be read.
  const payMethods = usePayMethods(arg.restaurantId, price?.result.price ?? '0', true)
  const [chosenPayType, choosePayType] = useState<number | null>(null)
  // Vouchers that cover the whole price leave nothing to pay online: the order goes as a cash order.
  const nothingToPay =
    price !== null && vouchers.chosen.length > 0 && compareMoney(price.result.price, 0) <= 0
  const payType = nothingToPay
    ? CASH_PAY_TYPE
    : payMethods.methods.some((method) => method.id === chosenPayType)
      ? chosenPayType
      : payMethods.selected

  // A group order's: placed from its lines at the version shown, once this phone's changes are in.
  const shared = useSharedCart('invite', arg.invite).snapshot
  const invite = arg.invite
    ? {
        place: { code: arg.invite, version: shared.version },
        ready: shared.loaded && !shared.changesUnsent && shared.closed === null && shared.version > 0,
      }
    : null

  const placing = usePlaceOrder({
    scope,
    memberId,
    // A self-service order shows its number the way the counter calls it (issue 37 item 5).
    detailRoute:
      orderType === ORDER_TYPE.takeout
        ? '/autoCodeOrderDetail/{-$arg}'
        : layout === 'desktop'
          ? '/pcOrderDetail/{-$arg}'
          : '/orderDetail/{-$arg}',
    fromIndex: arg.fromIndex,
  })

  // The server said a ticked voucher can no longer be used (another order used it, it expired) or
  // has no dish left: the vouchers are read again and the ticks dropped, for the diner to choose anew.
  const refusal = placing.record?.state === 'refused' ? placing.record.refusal?.errCode : undefined
  const voucherRefused =
    refusal === PACKAGE_ERROR.voucherUnavailable || refusal === PACKAGE_ERROR.voucherNoDish
  const reloadVouchers = vouchers.reload
  useEffect(() => {
    if (voucherRefused) reloadVouchers()
  }, [voucherRefused, reloadVouchers])

  /** The order as addOrder2 takes it, at the price shown (or the one the server gave back). */
  function orderInput(expectedPrice?: string): PlaceInput | null {
    if (!price || orderType === null) return null
    const input = placeInputOf({
      brandId: arg.brandId,
      restaurantId: arg.restaurantId,
      orderType,
      menuType: arg.menuType,
      // The lines as ordered: the server redeems the vouchers on them itself.
      lines: price.ordered,
      expectedPrice: expectedPrice ?? price.result.price,
      delivered,
      addressId: facts.address?.id ?? null,
      slot,
      persons: ordering.persons,
      remark: remark ?? '',
      memberCouponId: price.coupon?.id ?? null,
      payType,
      now: Date.now(),
      ...(arg.counterCode ? { counterCode: arg.counterCode } : {}),
    })
    const voucherIds = vouchers.chosen.map((voucher) => voucher.id)
    return input && voucherIds.length > 0 ? { ...input, voucherIds } : input
  }

  return {
    ordering,
    facts,
    memberId,
    delivered,
    remark,
    time,
    persons: {
      /** Whether a limit is counted per guest, so the guest count is asked. */
      asked: askPersons,
      set: (persons: number) => setSettingSoon(mirror, 'personCount', persons),
    },
    coupon: {
      list: coupons,
      chosenId: chosenCouponId,
      choose: chooseCoupon,
      /** After a promo code was redeemed: the member's coupons are read again. */
      reload: () => setCouponVersion((version) => version + 1),
    },
    price,
    vouchers,
    pay: { methods: payMethods, type: payType, choose: choosePayType, nothingToPay },
    placing,
    orderInput,
    invite,
  }
}

export type Checkout = ReturnType<typeof useCheckout>
