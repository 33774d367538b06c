import * as v from 'valibot'
import { MENU_ERR } from '../../../src/domain/contract/menu'
import { ORDER_ERR, type OrderAddress, type OrderToPlace } from '../../../src/domain/contract/order'
import {
  DELIVERY_SETTING_NAMES,
  type DeliverySettings,
  deliverySettingsOf,
  type LngLat,
  parseLngLat,
} from '../../../src/domain/deliveryFee'
import { isDeliveredOrderType } from '../../../src/domain/menu/types'
import type { SentCategory } from '../../../src/domain/menuSchema'
import {
  ORDER_SETTING_NAMES,
  type OrderSettings,
  orderSettingsOf,
  settingRowPicker,
} from '../../../src/domain/orderSettings'
import {
  type Coupon,
  CouponSchema,
  type DiscountRule,
  DiscountRuleSchema,
} from '../../../src/domain/pricing/schemas'
import type { Database } from '../../db/open'
import { ApiError, restaurantNotFound } from '../../http/errors'
import { type ContextJson, loadContextJson } from './contextSql'
import { couponUnavailableError } from './orderErrors'
import { type OrderMenus, orderMenu } from './orderMenus'

/**
 * Everything order placement reads besides the cart, in the placing transaction: the restaurant's
 * shop state (of the brand), the menu as stored now, the pricing settings, the live discount rules,
 * the member's level discount, the chosen member coupon and the delivery address. Each is the
 * server's own data; a bad reference (another member's address or coupon, another brand's coupon)
 * is refused here, before anything is held.
 */

/** The pricing settings with the delivery fee tables and times (as gsa/queryDeliveryFee reads them). */
type PlacementSettings = OrderSettings & { delivery: DeliverySettings }

export type OrderContext = {
  /** SPEC §4 shop state inputs. */
  shop: { openStatus: number; shipanyStatus: number; businessHours: string; position: LngLat | null }
  categories: SentCategory[]
  settings: PlacementSettings
  rules: (DiscountRule & { id: number })[]
  memberDiscount: string | null
  /** Whether the member's level waives the delivery fee. */
  freeDelivery: boolean
  coupon: Coupon | null
  address: OrderAddress | null
}

const SETTING_NAMES = [...ORDER_SETTING_NAMES, ...DELIVERY_SETTING_NAMES]

/** The settings rows read as the pricing engine and the delivery fee take them. */
function settingsOf(rows: NonNullable<ContextJson['settings']>): PlacementSettings {
  const row = settingRowPicker(rows)
  return {
    ...orderSettingsOf(rows),
    delivery: deliverySettingsOf(
      Object.fromEntries(DELIVERY_SETTING_NAMES.flatMap((name) => (row(name) ? [[name, row(name)!]] : []))),
    ),
  }
}

/** The rules as the pricing engine takes them; a rule the engine's schema refuses is left out. */
function rulesOf(rows: NonNullable<ContextJson['rules']>): (DiscountRule & { id: number })[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(DiscountRuleSchema, row)
    return parsed.success ? [{ ...parsed.output, id: row.id }] : []
  })
}

/** The chosen coupon, live and the member's; COUPON.UNAVAILABLE otherwise (whose ever it is). */
function couponOf(row: ContextJson['coupon']): Coupon {
  if (!row?.live) throw couponUnavailableError()
  const { live: _live, ...fields } = row
  const parsed = v.safeParse(CouponSchema, fields)
  if (!parsed.success) throw couponUnavailableError()
  return parsed.output
}

/**
 * Loads the order's context in one statement (./contextSql.ts), two when the menu at the revision
 * read with it is not kept yet (./orderMenus.ts). RESTAURANT.NOT_FOUND (not of the brand), MENU.NOT_FOUND, COUPON.UNAVAILABLE,
 * ADDRESS.NOT_FOUND. A delivered order without addressId is left to the shop state check
 * ('Please enter address').
 */
export async function loadOrderContext(
  db: Database,
  menus: OrderMenus,
  memberId: number,
  input: OrderToPlace,
  now: Date,
): Promise<OrderContext> {
  const { brandId, restaurantId } = input
  const delivered = isDeliveredOrderType(input.orderType)
  const addressId = delivered ? (input.addressId ?? null) : null
  const json = await loadContextJson(db, {
    brandId,
    restaurantId,
    memberId,
    settingNames: SETTING_NAMES,
    memberCouponId: input.memberCouponId ?? null,
    addressId,
    now,
  })
  if (!json.shop) throw restaurantNotFound()
  const categories = await orderMenu(
    db,
    menus,
    { restaurantId, menuType: input.menuType, brandId },
    json.menuRevision,
  )
  if (!categories) throw new ApiError(200, MENU_ERR.menuNotFound, 'menuNotFound', { field: 'menuType' })
  if (addressId !== null && !json.address)
    throw new ApiError(200, ORDER_ERR.addressNotFound, 'addressNotFound', { field: 'addressId' })
  const { mapX, mapY, ...shop } = json.shop
  return {
    shop: { ...shop, position: mapX && mapY ? parseLngLat(mapX, mapY) : null },
    categories,
    settings: settingsOf(json.settings ?? []),
    rules: rulesOf(json.rules ?? []),
    memberDiscount: json.level?.memberDiscount ?? null,
    freeDelivery: json.level?.freeDelivery === 1,
    coupon: input.memberCouponId === undefined ? null : couponOf(json.coupon),
    address: json.address,
  }
}
