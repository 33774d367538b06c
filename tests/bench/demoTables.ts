import type { StaffTable } from '../../src/domain/contract/staff'
import { MENU_TYPE } from '../../src/domain/menu/types'
import { brandRestaurants, demoBrandId, must } from '../faults/phones'
import { apiCall } from './apiCall'
import { BENCH_STAFF_TOKEN } from './server'

/** The table benches' tables, through the staff API of a bench server (its staff token). */

/** A table as the staff list it, with its shop. */
export type BenchTable = StaffTable & { brandId: number; restaurantId: number }

const staffHeaders = { authorization: `Bearer ${BENCH_STAFF_TOKEN}` }

async function shopTables(origin: string, brandId: number, restaurantId: number): Promise<StaffTable[]> {
  return must(
    await apiCall<StaffTable[]>(origin, `staff/tables?brandId=${brandId}&restaurantId=${restaurantId}`, {
      headers: staffHeaders,
    }),
    'tables',
  )
}

/** The demo brand's tables: every restaurant with a scan menu. */
export async function demoTables(origin: string): Promise<BenchTable[]> {
  const brandId = await demoBrandId(origin)
  const tables: BenchTable[] = []
  for (const restaurant of await brandRestaurants(origin, brandId, MENU_TYPE.scan)) {
    const listed = await shopTables(origin, brandId, restaurant.id)
    tables.push(...listed.map((table) => ({ ...table, brandId, restaurantId: restaurant.id })))
  }
  return tables
}

/** The staff close the table (its bill settled): the next phone starts an empty one. */
export async function closeTable(origin: string, table: BenchTable): Promise<void> {
  const { brandId, restaurantId, qrCode } = table
  must(
    await apiCall(origin, 'staff/tables/close', {
      json: { brandId, restaurantId, qrCode },
      headers: staffHeaders,
    }),
    'close',
  )
}

/** The rounds of the table's open session, as the staff see them (0 without one). */
export async function staffRounds(origin: string, table: BenchTable): Promise<number> {
  const listed = await shopTables(origin, table.brandId, table.restaurantId)
  return listed.find((candidate) => candidate.qrCode === table.qrCode)?.session?.rounds ?? 0
}
