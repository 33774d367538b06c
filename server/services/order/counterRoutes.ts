import { Hono } from 'hono'
import {
  SelfServiceOrderParams,
  TakeOutCodeParams,
  TakeOutOrderParams,
} from '../../../src/domain/contract/counter'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { handheldOf } from '../../http/device'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { takeRestInfo } from './counterCodes'
import { placeCounterOrder } from './counterOrders'

/**
 * The counter-code calls of the order service (issue 37 item 5, docs/api.md "Counter codes"): the
 * take-out facts of a take-out code's restaurant (no login), and the orders placed with a take-out
 * or self-service code (a member's token, like any order).
 */
export function counterOrderRoutes(deps: { db: Database; now: () => Date }) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)

  routes.post('/takeOutScan/getTakeRestInfo', async (c) => {
    const { code } = await readPostParams(c, TakeOutCodeParams)
    return ok(c, await takeRestInfo(db, code, deps.now()))
  })

  routes.post('/takeOutScan/takeOutAddOrder', auth, async (c) => {
    const input = await readPostParams(c, TakeOutOrderParams)
    const context = { now: deps.now(), locale: c.get('locale'), handheld: handheldOf(c) }
    return ok(c, await placeCounterOrder(db, c.get('member').id, input, 'takeOut', context))
  })

  routes.post('/selfServiceCodeOrder', auth, async (c) => {
    const input = await readPostParams(c, SelfServiceOrderParams)
    const context = { now: deps.now(), locale: c.get('locale'), handheld: handheldOf(c) }
    return ok(c, await placeCounterOrder(db, c.get('member').id, input, 'selfService', context))
  })

  return routes
}
