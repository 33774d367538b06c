import { Hono } from 'hono'
import type { TableScan } from '../../../src/domain/contract/table'
import { ScanPersonParams, ScanTableParams, TableRoundParams } from '../../../src/domain/contract/table'
import {
  TableCartChangeParams,
  TableCartReadParams,
  TableCartSendParams,
} from '../../../src/domain/contract/tableCart'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { TABLE_CART_WAIT_MS } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { CartWaits } from './cartWaits'
import { cartVersion, changeTableCart, tableCartView } from './tableCart'
import { sendTableCart } from './tableCartSend'
import { placeRound } from './tableRounds'
import { openSessionOf, sessionView, setPersons } from './tableSessions'
import { orderableTable } from './tables'

/** What the table calls need. */
export type TableDeps = {
  db: Database
  now: () => Date
  /** How long a read with `after` waits for a change; TABLE_CART_WAIT_MS when absent (tests shorten it). */
  tableCartWaitMs?: number
}

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

  // The shared cart: read (or wait for its next version) and change with the code alone, like the
  // scan; a send is an order, so it needs a member.
  const waits = new CartWaits((tableId) => cartVersion(db, tableId))
  routes.get('/tableCart', async (c) => {
    const { qrCode, after, guestKey } = parseInput(TableCartReadParams, queryOf(c))
    const table = await orderableTable(db, qrCode)
    if (after !== undefined)
      await waits.until(table.id, after, deps.tableCartWaitMs ?? TABLE_CART_WAIT_MS, c.req.raw.signal)
    return ok(c, await tableCartView(db, table.id, guestKey))
  })
  routes.post('/tableCart/change', async (c) => {
    const input = await readPostParams(c, TableCartChangeParams)
    const table = await orderableTable(db, input.qrCode)
    const { changed } = await changeTableCart(db, table.id, input, deps.now())
    if (changed) waits.notify(table.id)
    return ok(c, await tableCartView(db, table.id, input.guestKey))
  })
  routes.post('/tableCart/send', auth, async (c) => {
    const input = await readPostParams(c, TableCartSendParams)
    const table = await orderableTable(db, input.qrCode)
    const answer = await sendTableCart(db, c.get('member').id, table, input, deps.now(), c.get('locale'))
    waits.notify(table.id)
    return ok(c, answer)
  })
  return routes
}
