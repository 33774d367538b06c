import { Hono } from 'hono'
import { BuyLevelParams } from '../../../src/domain/contract/levels'
import {
  AddOrderParams,
  CancelOrderParams,
  MemberOrderListParams,
  OrderIdParams,
} from '../../../src/domain/contract/order'
import { BuyPackageParams, PackageOrderParams } from '../../../src/domain/contract/packages'
import { ConfirmPayParams } from '../../../src/domain/contract/pay'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { handheldOf } from '../../http/device'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { packageOrderDetail } from '../member/packageReads'
import { cancelMemberOrder } from './cancelOrder'
import type { OrderDeps } from './deps'
import { publishOrderChanges } from './events'
import { placeLevelOrder } from './levelOrders'
import { memberOrder, memberOrderPage } from './memberOrders'
import { placePackageOrder } from './packageOrders'
import { placeOrder } from './placeOrder'

/** /api/order/… calls of SPEC §7 "Orders and payment" (docs/api.md "Order service"); a member's token is required. */
export function orderRoutes(deps: OrderDeps) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)

  routes.post('/addOrder2', auth, async (c) => {
    const input = await readPostParams(c, AddOrderParams)
    return ok(c, await placeOrder(db, c.get('member').id, input, deps.now(), c.get('locale'), handheldOf(c)))
  })

  // Issue 39: an order for a term of a membership level, paid like any order (docs/api.md "Membership levels").
  routes.post('/addBuyMemberLevelOrder', auth, async (c) => {
    const input = await readPostParams(c, BuyLevelParams)
    return ok(c, await placeLevelOrder(db, c.get('member').id, input, deps.now(), handheldOf(c)))
  })

  // Issue 39 item 4: an order for a package of vouchers, paid like any order (docs/api.md "Vouchers and packages").
  routes.post('/cloudGsa/addPackageOrder', auth, async (c) => {
    const input = await readPostParams(c, BuyPackageParams)
    return ok(c, await placePackageOrder(db, c.get('member').id, input, deps.now(), handheldOf(c)))
  })

  routes.get('/packageOrder/getPackageOrderById', auth, async (c) => {
    const { orderId } = parseInput(PackageOrderParams, queryOf(c))
    return ok(c, await packageOrderDetail(db, c.get('member').id, orderId, deps.now()))
  })

  // Issue 13: pay an online order (docs/api.md "Pay service").
  routes.post('/confirmPay', auth, async (c) => {
    const input = await readPostParams(c, ConfirmPayParams)
    return ok(c, await deps.payments.confirmPay(c.get('member').id, input, handheldOf(c), c.get('locale')))
  })

  routes.post('/getOrderDetailsByOrderId', auth, async (c) => {
    const { orderId } = await readPostParams(c, OrderIdParams)
    return ok(c, await memberOrder(db, c.get('member').id, orderId))
  })

  routes.get('/orderInfo/getMemberOrderList', auth, async (c) => {
    const params = parseInput(MemberOrderListParams, queryOf(c))
    const member = assertOwnMember(c, params.memberId)
    return ok(c, await memberOrderPage(db, member.id, params))
  })

  // SPEC §7: the cancel answers `data` true; the order's new state is read with getOrderDetailsByOrderId.
  routes.post('/updateOrderStatus', auth, async (c) => {
    const { orderId } = await readPostParams(c, CancelOrderParams)
    const changed = await cancelMemberOrder(db, c.get('member').id, orderId, deps.now())
    if (changed) {
      await publishOrderChanges(deps.events, [changed])
      await deps.payments.afterOrderCancelled(orderId)
    }
    return ok(c, true)
  })

  return routes
}
