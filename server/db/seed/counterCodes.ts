import { COUNTER_CODE_KINDS } from '../../../src/domain/counter/counterCode'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { newCounterCode } from '../../services/order/tableCodes'
import type { Database } from '../open'
import { counterCodes } from '../schema'
import type { SeededMenu } from './restaurants'

/**
 * A take-out and a self-service code for every restaurant's pick-up menu (type 7). Printed at the
 * counter: a code is kept when the seed runs again (`npm run staff -- counter-codes` lists them).
 */
export async function seedCounterCodes(db: Database, menus: readonly SeededMenu[]): Promise<void> {
  const rows = menus
    .filter((menu) => menu.menuType === MENU_TYPE.pickup)
    .flatMap((menu) =>
      COUNTER_CODE_KINDS.map((kind) => ({ menuId: menu.id, kind, code: newCounterCode(kind) })),
    )
  if (rows.length > 0) await db.insert(counterCodes).values(rows).onConflictDoNothing()
}
