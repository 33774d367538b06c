/**
 * The tables whose menu this device opened (issue 37), kept in the settings: offline, a table's
 * printed code still opens its menu, which the device keeps, when the device has opened it before.
 */
import * as v from 'valibot'
import type { TableMenuPlace } from './scanCode'
import { TABLE_CODE_PATTERN } from './tableSession'

/** How many tables are remembered: a regular's usual tables, not every table ever scanned. */
export const TABLES_OPENED_MAX = 20

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1))

export const TablesOpenedSchema = v.pipe(
  v.array(
    v.object({
      qrCode: v.pipe(v.string(), v.regex(TABLE_CODE_PATTERN)),
      brandId: positiveId,
      restaurantId: positiveId,
    }),
  ),
  v.maxLength(TABLES_OPENED_MAX),
)

/** The list with `place` first (once), at most TABLES_OPENED_MAX long; null when it is first already. */
export function withTableOpened(
  opened: readonly TableMenuPlace[] | undefined,
  place: TableMenuPlace,
): TableMenuPlace[] | null {
  const list = opened ?? []
  const first = list[0]
  const same =
    first?.qrCode === place.qrCode &&
    first.brandId === place.brandId &&
    first.restaurantId === place.restaurantId
  if (same) return null
  const others = list.filter((table) => table.qrCode !== place.qrCode)
  return [place, ...others].slice(0, TABLES_OPENED_MAX)
}

/** The table this device opened under `qrCode`, or undefined. */
export function tableOpened(
  opened: readonly TableMenuPlace[] | undefined,
  qrCode: string,
): TableMenuPlace | undefined {
  return opened?.find((table) => table.qrCode === qrCode)
}
