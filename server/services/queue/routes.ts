import { Hono } from 'hono'
import {
  BindTicketParams,
  QueueHistoryParams,
  QueueRestaurantParams,
  TakeNumberParams,
  TicketParams,
} from '../../../src/domain/contract/queue'
import { optionalMember, requireMember } from '../../http/auth'
import type { AppContext, AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand, requireRestaurant } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { queueStateOf } from './queueReads'
import { bindTicket, cancelTicket, readTicket, takeNumber, ticketHistory } from './tickets'

/**
 * /api/queue/public/getNumber/… (issue 40; docs/api.md "Queue"): the queue's state without a
 * login; taking, reading and cancelling a number as a member or as a guest holding the ticket's
 * token; binding a guest's ticket and the history for a member.
 */
export function queueRoutes(deps: Pick<MemberDeps, 'db' | 'now'>) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const guestOrMember = optionalMember(db, deps.now)
  const auth = requireMember(db, deps.now)
  const asker = (c: AppContext) => ({ memberId: c.get('member')?.id ?? null })
  const state = async (c: AppContext) => {
    const { restaurantId } = parseInput(QueueRestaurantParams, queryOf(c))
    await requireRestaurant(db, { restaurantId })
    return queueStateOf(db, restaurantId, deps.now())
  }

  routes.get('/public/getNumber/getNumberOpen', async (c) => ok(c, await state(c)))
  routes.get('/public/getNumber/selectQueuePeriod', async (c) => {
    const { period, periods } = await state(c)
    return ok(c, { period, periods })
  })
  routes.get('/public/getNumber/distinct', async (c) => ok(c, (await state(c)).tableTypes))

  routes.post('/public/getNumber/autoGetNumber', guestOrMember, async (c) => {
    const input = await readPostParams(c, TakeNumberParams)
    return ok(c, await takeNumber(db, asker(c), input, deps.now()))
  })
  routes.get('/public/getNumber/getByNumId', guestOrMember, async (c) =>
    ok(c, await readTicket(db, asker(c), parseInput(TicketParams, queryOf(c)), deps.now())),
  )
  routes.post('/public/getNumber/updateNumberStatus', guestOrMember, async (c) =>
    ok(c, await cancelTicket(db, asker(c), await readPostParams(c, TicketParams), deps.now())),
  )
  routes.post('/public/getNumber/bindMemberId', auth, async (c) =>
    ok(c, await bindTicket(db, c.get('member').id, await readPostParams(c, BindTicketParams), deps.now())),
  )
  routes.get('/public/getNumber/history', auth, async (c) => {
    const { brandId } = parseInput(QueueHistoryParams, queryOf(c))
    await requireBrand(db, brandId)
    return ok(c, await ticketHistory(db, c.get('member').id, brandId, deps.now()))
  })

  return routes
}
