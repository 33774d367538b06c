import { useEffect } from 'react'
import { useApp } from '../../app/appContext'
import { setSettingSoon, useSetting } from '../../db/settings'
import type { CouponUsability } from '../../domain/pricing/priceOrder'
import type { Coupon } from '../../domain/pricing/schemas'

/**
 * "Use now" in the coupon wallet (issue 38) left the coupon in the `couponToUse` setting: the
 * brand's checkout chooses it as soon as this order can use it, and forgets it then, so it is
 * chosen once and the diner's own choice afterwards stands. One this order cannot use (its spend
 * not reached yet) waits for a later visit.
 */
export function useCouponToUse(
  brandId: number,
  coupons: readonly CouponUsability<Coupon>[] | undefined,
  choose: (id: number) => void,
): void {
  const { mirror } = useApp()
  const toUse = useSetting('couponToUse', null)
  useEffect(() => {
    if (!toUse || toUse.brandId !== brandId || !coupons) return
    const entry = coupons.find((use) => use.coupon.id === toUse.memberCouponId)
    if (!entry?.usable) return
    choose(entry.coupon.id)
    setSettingSoon(mirror, 'couponToUse', null)
  }, [toUse, brandId, coupons, choose, mirror])
}
