import { Hono } from 'hono'
import type { DeliveryFeeAnswer, EstimatedTimeAnswer } from '../../../src/domain/contract/gsa'
import { DeliveryFeeParams, EstimatedTimeParams } from '../../../src/domain/contract/gsa'
import {
  COLD_CHAIN_COMPANY_TYPE,
  DELIVERY_COMPANY_TYPE,
  estimateMinutes,
} from '../../../src/domain/deliveryFee'
import { ORDER_TYPE } from '../../../src/domain/menu/types'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { shopStateError } from '../order/orderErrors'
import { loadDeliveryRestaurant, memberAddressPosition, quoteOrRefuse } from './delivery'

const MS_PER_MINUTE = 60_000

/** /api/gsa/… (SPEC §7): the delivery fee to one of the member's addresses and the estimated time. */
export function gsaRoutes(deps: { db: Database; now: () => Date }) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)

  routes.post('/gsa/queryDeliveryFee', auth, async (c) => {
    const params = await readPostParams(c, DeliveryFeeParams)
    const member = assertOwnMember(c, params.userId)
    const restaurant = await loadDeliveryRestaurant(db, params.restaurantId)
    const address = await memberAddressPosition(db, member.id, params.addressId)
    const coldChain = params.companyType === COLD_CHAIN_COMPANY_TYPE
    const quote = quoteOrRefuse(restaurant, address, coldChain)
    return ok(c, {
      deliveryFee: quote.deliveryFee,
      distanceKm: quote.distanceKm,
      companyType: coldChain ? COLD_CHAIN_COMPANY_TYPE : DELIVERY_COMPANY_TYPE,
    } satisfies DeliveryFeeAnswer)
  })

  routes.post('/calculateEstimatedTime', auth, async (c) => {
    const params = await readPostParams(c, EstimatedTimeParams)
    const member = assertOwnMember(c, params.userId)
    const restaurant = await loadDeliveryRestaurant(db, params.restaurantId)
    const now = deps.now()
    let minutes = estimateMinutes(restaurant.settings, 'pickup', null)
    let distanceKm: string | null = null
    // Collected at the counter (pick-up, a self-service code's takeout): the kitchen's time alone.
    if (params.orderType !== ORDER_TYPE.pickup && params.orderType !== ORDER_TYPE.takeout) {
      if (params.addressId === undefined) throw shopStateError('needAddress')
      const address = await memberAddressPosition(db, member.id, params.addressId)
      const coldChain =
        params.orderType === ORDER_TYPE.coldChain || params.companyType === COLD_CHAIN_COMPANY_TYPE
      const quote = quoteOrRefuse(restaurant, address, coldChain)
      minutes = estimateMinutes(restaurant.settings, coldChain ? 'coldChain' : 'delivery', quote.metres)
      distanceKm = quote.distanceKm
    }
    // Rounded up to the whole minute: an estimate is never earlier than the sum says.
    const at = Math.ceil((now.getTime() + minutes * MS_PER_MINUTE) / MS_PER_MINUTE) * MS_PER_MINUTE
    return ok(c, { minutes, estimatedTime: toDisplayIso(at), distanceKm } satisfies EstimatedTimeAnswer)
  })

  return routes
}
