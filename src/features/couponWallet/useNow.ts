import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useApp } from '../../app/appContext'
import { getSetting, setSetting } from '../../db/settings'
import { encodeArg } from '../../domain/args'
import { couponDestination } from '../../domain/couponUseNow'
import { menuArgValues } from '../../domain/menuRouteArgs'

/**
 * "Use now": remembers the coupon for the brand's checkout (the `couponToUse` setting, Dexie), then
 * opens where it applies (src/domain/couponUseNow.ts): the last menu, that restaurant's page, or the
 * brand's restaurant list.
 */
export function useUseNow(brandId: number) {
  const { mirror } = useApp()
  const navigate = useNavigate()
  return useCallback(
    async (coupon: { id: number; orderTypes?: string | undefined }) => {
      await setSetting(mirror, 'couponToUse', { brandId, memberCouponId: coupon.id })
      const [restaurantId, menuType] = await Promise.all([
        getSetting(mirror, 'restaurantId'),
        getSetting(mirror, 'menuType'),
      ])
      const target = couponDestination(coupon.orderTypes ?? '', {
        restaurantId: restaurantId ?? null,
        menuType: menuType ?? null,
      })
      if (target.kind === 'menu') {
        const arg = encodeArg(
          menuArgValues({
            brandId,
            restaurantId: target.restaurantId,
            fromIndex: false,
            menuType: target.menuType,
          }),
        )
        await navigate({ to: '/index/{-$arg}', params: { arg } })
      } else if (target.kind === 'shop') {
        const values = [brandId, target.restaurantId, 0, ...(target.menuType ? [target.menuType] : [])]
        await navigate({ to: '/shop/{-$arg}', params: { arg: encodeArg(values) } })
      } else {
        await navigate({ to: '/brand/restaurantList/{-$arg}', params: { arg: encodeArg([brandId, 0, 0]) } })
      }
    },
    [mirror, navigate, brandId],
  )
}
