import { Hono } from 'hono'
import type { TableScan } from '../../../src/domain/contract/table'
import { ScanPersonParams, ScanTableParams, TableRoundParams } from '../../../src/domain/contract/table'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { placeRound } from './tableRounds'
import { openSessionOf, sessionView, setPersons } from './tableSessions'
import { orderableTable } from './tables'

/** What the table calls need. */
export type TableDeps = { db: Database; now: () => Date }

/**
 * The table calls of the order service (docs/api.md "Tables"): what a code opens, the guests, and
 * the rounds. Holding the table's printed code is what lets a phone in: the scan and the guests need
 * no login; sending a round does, like any order.
 */
export function tableOrderRoutes(deps: TableDeps) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)

  routes.post('/qrcode/scanTableQrcodeNew', async (c) => {
    const { qrCode } = await readPostParams(c, ScanTableParams)
    const table = await orderableTable(db, qrCode)
    const open = await openSessionOf(db, table.id)
    const scan: TableScan = {
      brandId: table.brandId,
      restaurantId: table.restaurantId,
      menuType: MENU_TYPE.scan,
      qrCode: table.qrCode,
      tableName: table.tableName,
      seats: table.seats,
      session: open && (await sessionView(db, open)),
    }
    return ok(c, scan)
  })

  routes.post('/qrcode/addScanPerson', async (c) => {
    const { qrCode, persons } = await readPostParams(c, ScanPersonParams)
    const table = await orderableTable(db, qrCode)
    return ok(c, await sessionView(db, await setPersons(db, table, persons, deps.now())))
  })

  const round = (call: 'first' | 'additional') =>
    routes.post(call === 'first' ? '/qrcode/addTableOrder' : '/scan/additionalOrder', auth, async (c) => {
      const input = await readPostParams(c, TableRoundParams)
      return ok(c, await placeRound(db, c.get('member').id, input, call, deps.now(), c.get('locale')))
    })
  round('first')
  round('additional')
  return routes
}
