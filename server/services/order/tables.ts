import { asc, eq } from 'drizzle-orm'
import { MENU_TYPE } from '../../../src/domain/menu/types'
import { scanCodePath } from '../../../src/domain/table/scanCode'
import { TABLE_ERR } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { menus, restaurants, tableQrCodes } from '../../db/schema'
import { ApiError } from '../../http/errors'

/** A table as its printed code finds it, with the restaurant and menu it orders from. */
export type TableOfCode = {
  id: number
  qrCode: string
  tableName: string
  seats: number
  brandId: number
  restaurantId: number
  /** Scan ordering is on at the restaurant (menuService 1) and the code's menu is its scan menu. */
  orderable: boolean
}

/** Tables with the restaurant and menu each orders from (a query to narrow down). */
function tablesQuery(db: Database) {
  return db
    .select({
      id: tableQrCodes.id,
      qrCode: tableQrCodes.qrCode,
      tableName: tableQrCodes.tableName,
      seats: tableQrCodes.seats,
      brandId: restaurants.brandId,
      restaurantId: restaurants.id,
      menuType: menus.menuType,
      menuService: restaurants.menuService,
    })
    .from(tableQrCodes)
    .innerJoin(menus, eq(menus.id, tableQrCodes.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .$dynamic()
}

/** The table with this printed code, or null. */
export async function tableOfCode(db: Database, qrCode: string): Promise<TableOfCode | null> {
  const [row] = await tablesQuery(db).where(eq(tableQrCodes.qrCode, qrCode)).limit(1)
  if (!row) return null
  const { menuType, menuService, ...table } = row
  return { ...table, orderable: menuType === MENU_TYPE.scan && menuService === 1 }
}

/**
 * The table a phone may order at with this code: 'Links are invalid' (SPEC §8) when no table has
 * it, 'Unable to access the page…' when its restaurant takes no scan orders.
 */
export async function orderableTable(db: Database, qrCode: string): Promise<TableOfCode> {
  const table = await tableOfCode(db, qrCode)
  if (!table) throw new ApiError(200, TABLE_ERR.codeInvalid, 'tableCodeInvalid')
  if (!table.orderable) throw new ApiError(200, TABLE_ERR.unavailable, 'notFound')
  return table
}

/** The page the first table's code opens, with the table's name; null without tables. */
export async function firstTablePage(db: Database): Promise<{ tableName: string; path: string } | null> {
  const [row] = await tablesQuery(db).orderBy(asc(tableQrCodes.id)).limit(1)
  if (!row) return null
  return { tableName: row.tableName, path: tablePagePath(row.qrCode) }
}

/**
 * The link a table's printed QR code carries: /shop/scanCode/<[qrCode]>, which resolves the code
 * and opens the table's scan menu (src/routes/scanCode). The code alone, so the printed link stays
 * good when the table's menu or restaurant changes.
 */
export function tablePagePath(qrCode: string): string {
  return `/shop${scanCodePath(qrCode)}`
}
