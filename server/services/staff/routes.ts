import { Hono } from 'hono'
import { StaffBookingStatusParams, StaffBookingsParams } from '../../../src/domain/contract/booking'
import { StaffCounterCodesParams, StaffCounterRotateParams } from '../../../src/domain/contract/counter'
import { StaffLevelParams, StaffLevelsParams } from '../../../src/domain/contract/levels'
import { StaffPackageParams, StaffPackagesParams } from '../../../src/domain/contract/packages'
import {
  StaffExchangeItemParams,
  StaffPointsAdjustParams,
  StaffPointsParams,
  StaffPointsRateParams,
} from '../../../src/domain/contract/points'
import {
  QueueRestaurantParams,
  StaffQueueCallParams,
  StaffQueueOpenParams,
  StaffTicketParams,
} from '../../../src/domain/contract/queue'
import {
  StaffHoursParams,
  StaffInviteCancelParams,
  StaffInvitesParams,
  StaffLimitsParams,
  StaffListParams,
  StaffOrderParams,
  StaffRefundParams,
  StaffSetLimitsParams,
  StaffStatusParams,
  StaffTableCloseParams,
  StaffTablePaidParams,
  StaffTablesParams,
  StaffTrackParams,
} from '../../../src/domain/contract/staff'
import {
  StaffCouponCreateParams,
  StaffCouponGroupCreateParams,
  StaffCouponsParams,
} from '../../../src/domain/contract/staffCoupons'
import { StaffStampCardCreateParams, StaffStampCardsParams } from '../../../src/domain/contract/stamps'
import { ORDER_STATUS } from '../../../src/domain/orderStatus'
import type { Database } from '../../db/open'
import { requireStaff } from '../../http/auth'
import type { AppContext, AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { staffBookings, staffMoveBooking } from '../member/bookings'
import type { OrderPayments } from '../order/deps'
import type { OrderEventBus } from '../order/events'
import { rotateCounterCode, staffCounterCodes } from './staffCounterCodes'
import { createStaffCoupon, createStaffCouponGroup, staffCoupons } from './staffCoupons'
import { setStaffHours } from './staffHours'
import { cancelStaffInvite, staffInvites } from './staffInvites'
import { saveStaffLevel, staffLevels } from './staffLevels'
import { setStaffLimits, staffLimits } from './staffLimits'
import { staffCommands, staffOrder, staffOrderList } from './staffOrders'
import { saveStaffPackage, staffPackages } from './staffPackages'
import { adjustPoints, saveExchangeItem, setPointsRate, staffPoints } from './staffPoints'
import { callTicket, setQueueOpen, staffMoveTicket, staffQueue } from './staffQueue'
import { createStampCard, staffStampCards } from './staffStamps'
import { closeStaffTable, payStaffTableAtCounter, staffTables } from './staffTables'

export type StaffDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
  /** STAFF_TOKEN; every call answers 404 without it. */
  token: string | undefined
  /** The payments (the order service's port): a cancel refunds a paid order through the provider. */
  payments: Pick<OrderPayments, 'afterOrderCancelled'>
}

/**
 * /api/staff/… (docs/api.md "Staff API"): the merchant's order list and commands, the caps on
 * what one member may order, a restaurant's opening hours, its tables and its group orders, the
 * brand's coupon templates and centre groups, its points (rate, exchange items, adjustments) and
 * its membership levels, its packages of vouchers and its stamp cards, behind the staff token.
 */
export function staffRoutes(deps: StaffDeps) {
  const routes = new Hono<AppEnv>()
  const commands = staffCommands(deps.db, deps.events, deps.now)
  routes.use('*', requireStaff(deps.token))

  routes.get('/orders', async (c) =>
    ok(c, await staffOrderList(deps.db, parseInput(StaffListParams, queryOf(c)))),
  )
  routes.get('/orders/detail', async (c) =>
    ok(c, await staffOrder(deps.db, parseInput(StaffOrderParams, queryOf(c)))),
  )

  routes.post('/orders/confirm', async (c) => {
    const ref = await readPostParams(c, StaffOrderParams)
    return ok(c, await commands.status(ref, ORDER_STATUS.confirmed))
  })
  routes.post('/orders/status', async (c) => {
    const { status, ...ref } = await readPostParams(c, StaffStatusParams)
    return ok(c, await commands.status(ref, status))
  })
  routes.post('/orders/track', async (c) => {
    const { state, ...ref } = await readPostParams(c, StaffTrackParams)
    return ok(c, await commands.track(ref, state))
  })
  routes.post('/orders/cancel', async (c) => {
    const ref = await readPostParams(c, StaffOrderParams)
    await commands.cancel(ref)
    // The refund through the provider (or the payment under way closed), then the order as it is.
    await deps.payments.afterOrderCancelled(ref.orderId)
    return ok(c, await staffOrder(deps.db, ref))
  })
  routes.post('/orders/refund', async (c) => {
    const { progress, ...ref } = await readPostParams(c, StaffRefundParams)
    return ok(c, await commands.refund(ref, progress))
  })

  routes.get('/limits', async (c) =>
    ok(c, await staffLimits(deps.db, parseInput(StaffLimitsParams, queryOf(c)))),
  )
  routes.post('/limits', async (c) =>
    ok(c, await setStaffLimits(deps.db, await readPostParams(c, StaffSetLimitsParams))),
  )
  routes.get('/tables', async (c) =>
    ok(c, await staffTables(deps.db, parseInput(StaffTablesParams, queryOf(c)))),
  )
  routes.post('/tables/close', async (c) =>
    ok(c, await closeStaffTable(deps.db, await readPostParams(c, StaffTableCloseParams), deps.now())),
  )
  routes.post('/tables/paid', async (c) =>
    ok(c, await payStaffTableAtCounter(deps.db, await readPostParams(c, StaffTablePaidParams), deps.now())),
  )
  routes.get('/counterCodes', async (c) =>
    ok(c, await staffCounterCodes(deps.db, parseInput(StaffCounterCodesParams, queryOf(c)))),
  )
  routes.post('/counterCodes/rotate', async (c) =>
    ok(c, await rotateCounterCode(deps.db, await readPostParams(c, StaffCounterRotateParams))),
  )
  routes.get('/invites', async (c) =>
    ok(c, await staffInvites(deps.db, parseInput(StaffInvitesParams, queryOf(c)), deps.now())),
  )
  routes.post('/invites/cancel', async (c) =>
    ok(c, await cancelStaffInvite(deps.db, await readPostParams(c, StaffInviteCancelParams), deps.now())),
  )
  routes.get('/coupons', async (c) =>
    ok(c, await staffCoupons(deps.db, parseInput(StaffCouponsParams, queryOf(c)))),
  )
  routes.post('/coupons', async (c) =>
    ok(c, await createStaffCoupon(deps.db, await readPostParams(c, StaffCouponCreateParams))),
  )
  routes.post('/couponGroups', async (c) =>
    ok(c, await createStaffCouponGroup(deps.db, await readPostParams(c, StaffCouponGroupCreateParams))),
  )
  routes.get('/points', async (c) =>
    ok(c, await staffPoints(deps.db, parseInput(StaffPointsParams, queryOf(c)).brandId)),
  )
  routes.post('/points/rate', async (c) =>
    ok(c, await setPointsRate(deps.db, await readPostParams(c, StaffPointsRateParams))),
  )
  routes.post('/points/items', async (c) =>
    ok(c, await saveExchangeItem(deps.db, await readPostParams(c, StaffExchangeItemParams), deps.now())),
  )
  routes.post('/points/adjust', async (c) =>
    ok(c, await adjustPoints(deps.db, await readPostParams(c, StaffPointsAdjustParams), deps.now())),
  )
  routes.get('/levels', async (c) =>
    ok(c, await staffLevels(deps.db, parseInput(StaffLevelsParams, queryOf(c)).brandId)),
  )
  routes.post('/levels', async (c) =>
    ok(c, await saveStaffLevel(deps.db, await readPostParams(c, StaffLevelParams))),
  )
  routes.get('/packages', async (c) =>
    ok(c, await staffPackages(deps.db, parseInput(StaffPackagesParams, queryOf(c)).brandId)),
  )
  routes.post('/packages', async (c) =>
    ok(c, await saveStaffPackage(deps.db, await readPostParams(c, StaffPackageParams))),
  )
  routes.get('/queue', async (c) =>
    ok(c, await staffQueue(deps.db, parseInput(QueueRestaurantParams, queryOf(c)).restaurantId, deps.now())),
  )
  routes.post('/queue/open', async (c) =>
    ok(c, await setQueueOpen(deps.db, await readPostParams(c, StaffQueueOpenParams), deps.now())),
  )
  routes.post('/queue/call', async (c) =>
    ok(c, await callTicket(deps.db, await readPostParams(c, StaffQueueCallParams), deps.now())),
  )
  const moveTicket = (move: 'seat' | 'pass' | 'cancel') => async (c: AppContext) => {
    const { ticketId } = await readPostParams(c, StaffTicketParams)
    return ok(c, await staffMoveTicket(deps.db, ticketId, move, deps.now()))
  }
  routes.post('/queue/seat', moveTicket('seat'))
  routes.post('/queue/pass', moveTicket('pass'))
  routes.post('/queue/cancel', moveTicket('cancel'))
  routes.get('/bookings', async (c) => {
    const { restaurantId, date } = parseInput(StaffBookingsParams, queryOf(c))
    return ok(c, await staffBookings(deps.db, restaurantId, date, deps.now()))
  })
  routes.post('/bookings/status', async (c) => {
    const { id, status } = await readPostParams(c, StaffBookingStatusParams)
    return ok(c, await staffMoveBooking(deps.db, id, status, deps.now()))
  })
  routes.get('/stampCards', async (c) =>
    ok(c, await staffStampCards(deps.db, parseInput(StaffStampCardsParams, queryOf(c)).brandId)),
  )
  routes.post('/stampCards', async (c) =>
    ok(c, await createStampCard(deps.db, await readPostParams(c, StaffStampCardCreateParams), deps.now())),
  )
  routes.post('/hours', async (c) =>
    ok(c, await setStaffHours(deps.db, await readPostParams(c, StaffHoursParams), deps.now())),
  )
  return routes
}
