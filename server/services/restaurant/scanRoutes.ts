import { Hono } from 'hono'
import * as v from 'valibot'
import { IdParam } from '../../../src/domain/contract/system'
import { ScanTableParams } from '../../../src/domain/contract/table'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { validationError } from '../../http/errors'
import { parseInput, queryOf } from '../../http/input'
import { sessionById, sessionView } from '../order/tableSessions'
import { orderableTable } from '../order/tables'

const ScanByIdParams = v.object({ ...ScanTableParams.entries, id: IdParam })

/** GET restaurant/scan/getScanById: a session of the code's table, as everyone at the table sees it. */
export function scanRoutes(db: Database) {
  return new Hono<AppEnv>().get('/scan/getScanById', async (c) => {
    const { qrCode, id } = parseInput(ScanByIdParams, queryOf(c))
    const table = await orderableTable(db, qrCode)
    const session = await sessionById(db, id)
    // Another table's session reads as no session: the code opens its own table only.
    if (!session || session.tableId !== table.id) throw validationError('id')
    return ok(c, await sessionView(db, session))
  })
}
