import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/open'

/**
 * Stock of the foods whose stock counts for an order (src/domain/menu/limits.ts countsStock: order
 * type 1, stock-controlled foods), taken by the order and given back by its cancel. Taking is one conditional UPDATE (surplus_num ≥
 * the units wanted), so concurrent orders can never take it below 0; the rows are locked first in
 * id order, so two orders sharing foods wait for each other instead of deadlocking (the menu
 * revision trigger of the foods table runs after the statement, with every row already locked).
 */

/** Units wanted per food id. */
export type StockWanted = ReadonlyMap<number, number>

/** Row ids and quantities as two integer arrays for unnest. */
function arrays(wanted: StockWanted) {
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  return { ids, units: ids.map((id) => wanted.get(id)!) }
}

/** What the taking UPDATE returns (both drivers answer `{ rows }`; ids may come back as text). */
const TakenRows = v.object({ rows: v.array(v.object({ id: v.union([v.number(), v.string()]) })) })

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::integer[]`

/**
 * Takes the units from stock, all or nothing: answers the ids of the foods that had too few left
 * ([] when every food had enough; the caller then rolls the transaction back).
 */
export async function takeStock(db: Database, wanted: StockWanted): Promise<number[]> {
  if (wanted.size === 0) return []
  const { ids, units } = arrays(wanted)
  await db.execute(sql`select id from foods where id = any(${intArray(ids)}) order by id for update`)
  const result = await db.execute(sql`
    update foods f set surplus_num = f.surplus_num - w.units
    from unnest(${intArray(ids)}, ${intArray(units)}) as w(id, units)
    where f.id = w.id and f.surplus_num >= w.units
    returning f.id`)
  const { rows } = v.parse(TakenRows, result)
  const taken = new Set(rows.map((row) => Number(row.id)))
  return ids.filter((id) => !taken.has(id))
}

/** Gives units back to the foods that are still stock-controlled. */
export async function returnStock(db: Database, given: StockWanted): Promise<void> {
  if (given.size === 0) return
  const { ids, units } = arrays(given)
  await db.execute(sql`select id from foods where id = any(${intArray(ids)}) order by id for update`)
  await db.execute(sql`
    update foods f set surplus_num = f.surplus_num + w.units
    from unnest(${intArray(ids)}, ${intArray(units)}) as w(id, units)
    where f.id = w.id and f.surplus_num is not null`)
}
