import { and, asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  COUNTER_ERR,
  type CounterCodeRow,
  type StaffCounterCodesParams,
  type StaffCounterRotateParams,
} from '../../../src/domain/contract/counter'
import {
  type CounterCodeKind,
  counterCodeKind,
  counterCodePath,
} from '../../../src/domain/counter/counterCode'
import type { Database } from '../../db/open'
import { counterCodes, menus } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { newCounterCode } from '../order/tableCodes'

function rowOf(row: { id: number; kind: string; code: string; restaurantId: number; menuType: number }) {
  const kind = counterCodeKind(row.code) as CounterCodeKind
  return { ...row, kind, path: `/shop${counterCodePath(row.code)}` } satisfies CounterCodeRow
}

const columns = {
  id: counterCodes.id,
  kind: counterCodes.kind,
  code: counterCodes.code,
  restaurantId: menus.restaurantId,
  menuType: menus.menuType,
}

/** The restaurant's counter codes (take-out and self-service) with the page each printed code opens. */
export async function staffCounterCodes(
  db: Database,
  params: v.InferOutput<typeof StaffCounterCodesParams>,
): Promise<CounterCodeRow[]> {
  const restaurant = await requireRestaurant(db, params)
  const rows = await db
    .select(columns)
    .from(counterCodes)
    .innerJoin(menus, eq(menus.id, counterCodes.menuId))
    .where(eq(menus.restaurantId, restaurant.id))
    .orderBy(asc(menus.menuType), asc(counterCodes.kind))
  return rows.map(rowOf)
}

/**
 * Replaces one of the restaurant's counter codes by a new random code of its kind (a code seen where
 * it should not be, a reprint): the old one opens nothing from now on, orders already placed with it
 * stand, and an order whose first send went out with it is still answered under its submission key.
 */
export async function rotateCounterCode(
  db: Database,
  params: v.InferOutput<typeof StaffCounterRotateParams>,
): Promise<CounterCodeRow> {
  const restaurant = await requireRestaurant(db, params)
  const kind = counterCodeKind(params.code) as CounterCodeKind
  const [current] = await db
    .select({ id: counterCodes.id })
    .from(counterCodes)
    .innerJoin(menus, eq(menus.id, counterCodes.menuId))
    .where(and(eq(counterCodes.code, params.code), eq(menus.restaurantId, restaurant.id)))
    .limit(1)
  if (!current) throw new ApiError(404, COUNTER_ERR.codeInvalid, 'tableCodeInvalid', { field: 'code' })
  await db
    .update(counterCodes)
    .set({ code: newCounterCode(kind), createdAt: new Date() })
    .where(eq(counterCodes.id, current.id))
  const [row] = await db
    .select(columns)
    .from(counterCodes)
    .innerJoin(menus, eq(menus.id, counterCodes.menuId))
    .where(eq(counterCodes.id, current.id))
  return rowOf(row!)
}
