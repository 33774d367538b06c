import { and, eq, inArray } from 'drizzle-orm'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import {
  MAX_SHOP_VALUE_KEYS_PER_OWNER,
  parseShopValueKey,
  type ShopValueRefusal,
  shopValueAccess,
} from '../../../src/domain/shopValueKeys'
import type { Database } from '../../db/open'
import { menus, tableQrCodes } from '../../db/schema'
import { unauthorized } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { ApiError } from '../../http/errors'

/** Enforcement of src/domain/shopValueKeys.ts on the shopRedis calls. */

/** errCodes of the shopRedis ownership rules. */
const SHOP_VALUE_ERR = { forbidden: 'SHOP_VALUE.FORBIDDEN', limit: 'SHOP_VALUE.LIMIT' } as const

function refusalError(refusal: ShopValueRefusal): ApiError {
  switch (refusal) {
    case 'NO_TOKEN':
      return unauthorized()
    case 'KEY_FORM':
      return new ApiError(403, SHOP_VALUE_ERR.forbidden, 'shopValueKeyForm')
    case 'NOT_A_TABLE':
      return new ApiError(403, SHOP_VALUE_ERR.forbidden, 'shopValueNotTable')
    case 'OTHER_MEMBER':
      return new ApiError(403, SHOP_VALUE_ERR.forbidden, 'shopValueOtherMember')
  }
}

/** The table QR codes among `qrCodes` that belong to the restaurant. */
async function tablesOfRestaurant(
  db: Database,
  restaurantId: number,
  qrCodes: string[],
): Promise<Set<string>> {
  if (qrCodes.length === 0) return new Set()
  const rows = await db
    .select({ qrCode: tableQrCodes.qrCode })
    .from(tableQrCodes)
    .innerJoin(menus, eq(menus.id, tableQrCodes.menuId))
    .where(and(eq(menus.restaurantId, restaurantId), inArray(tableQrCodes.qrCode, qrCodes)))
  return new Set(rows.map((row) => row.qrCode))
}

/**
 * Throws unless the caller may use every key (the first refusal, in the keys' order): 403
 * SHOP_VALUE.FORBIDDEN for a key of no owner, a QR code not of this restaurant's tables or another
 * member's key; 401 AUTH.UNAUTHORIZED for a member key without a live token.
 */
export async function assertShopKeysAllowed(
  c: AppContext,
  db: Database,
  restaurantId: number,
  keys: readonly string[],
): Promise<void> {
  const qrCodes = keys.flatMap((key) => {
    const owner = parseShopValueKey(key)?.owner
    return owner?.kind === 'table' ? [owner.qrCode] : []
  })
  const tables = await tablesOfRestaurant(db, restaurantId, [...new Set(qrCodes)])
  const caller = { memberId: c.get('member')?.id ?? null, isRestaurantTable: (qr: string) => tables.has(qr) }
  for (const key of keys) {
    const refusal = shopValueAccess(key, caller)
    if (refusal) throw refusalError(refusal)
  }
}

/** The owner already keeps the most values (HTTP 200, code -1). */
export function shopValueLimit(): ApiError {
  return new ApiError(200, SHOP_VALUE_ERR.limit, 'shopValueLimit', {
    code: CODE_LIMIT,
    params: { max: String(MAX_SHOP_VALUE_KEYS_PER_OWNER) },
  })
}
