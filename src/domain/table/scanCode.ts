/**
 * The link a table's printed QR code carries (issue 37): `/shop/scanCode/<arg>`, arg `[qrCode]`.
 * Unlike the other routes it has no brand, restaurant or from-index prefix: the code alone resolves
 * them (order/qrcode/scanTableQrcodeNew), so a code moved to another menu or restaurant keeps its
 * printed link. docs/routes.md "Routes of issue 37".
 */
import * as v from 'valibot'
import { encodeArg } from '../args'
import { MENU_TYPE } from '../menu/types'
import { menuArgValues } from '../menuRouteArgs'
import { routeArg } from '../routeArgs'
import { TABLE_CODE_PATTERN } from './tableSession'

/** A table code as printed in the link: what the scan calls accept (never `_`, the arg separator). */
const TableCodeText = v.pipe(v.string(), v.regex(TABLE_CODE_PATTERN))

/** /scanCode/:arg — `[qrCode]`; a code of the wrong form is `invalid`. */
export const scanCodeArg = routeArg(['qrCode'], v.object({ qrCode: TableCodeText }))

/** The path below /shop that a table's code opens. */
export function scanCodePath(qrCode: string): string {
  return `/scanCode/${encodeArg([qrCode])}`
}

/** What the code resolved to, as the scan menu's arg needs it. */
export type TableMenuPlace = { brandId: number; restaurantId: number; qrCode: string }

/** The arg values of the table's scan menu: `[brandId, restaurantId, 0, 4, qrCode]` (re_type 2 follows from the code). */
export function tableMenuArgValues(place: TableMenuPlace): (string | number)[] {
  return menuArgValues({
    brandId: place.brandId,
    restaurantId: place.restaurantId,
    fromIndex: false,
    menuType: MENU_TYPE.scan,
    qrCode: place.qrCode,
    reType: undefined,
  })
}
