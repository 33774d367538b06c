import { Hono } from 'hono'
import { SelfServiceCodeParams, TakeOutCodeParams } from '../../../src/domain/contract/counter'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { counterPlace } from '../order/counterCodes'

/**
 * What a counter code opens (issue 37 item 5, docs/api.md "Counter codes"): its brand, restaurant
 * (names, address, phone, open now) and pick-up menu. No login: holding the printed code is enough.
 */
export function counterRoutes(deps: { db: Database; now: () => Date }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .post('/takeOutScan/takeOutAddressAndRest', async (c) => {
      const { code } = await readPostParams(c, TakeOutCodeParams)
      return ok(c, await counterPlace(db, code, 'takeOut', deps.now()))
    })
    .get('/public/exclusive/selfServiceCode', async (c) => {
      const { code } = parseInput(SelfServiceCodeParams, queryOf(c))
      return ok(c, await counterPlace(db, code, 'selfService', deps.now()))
    })
}
