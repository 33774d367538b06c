import * as v from 'valibot'
import { MENU_ERR } from '../../../src/domain/menuApi'
import type { SentCategory } from '../../../src/domain/menuSchema'
import {
  type AddOrderInput,
  isDeliveredOrderType,
  ORDER_ERR,
  type OrderAddress,
} from '../../../src/domain/orderApi'
import {
  AmountSchema,
  type Coupon,
  CouponSchema,
  type DiscountRule,
  DiscountRuleSchema,
  MEMBER_DISCOUNT_ROUNDING,
  type PricingSettings,
  PricingSettingsSchema,
  ROUNDING_MODE,
} from '../../../src/domain/pricing/schemas'
import type { Database } from '../../db/open'
import { ApiError, restaurantNotFound } from '../../http/errors'
import { loadMenuJson } from '../restaurant/menuSql'
import { buildCategories, buildGroups } from '../restaurant/menuTree'
import { type ContextJson, loadContextJson } from './contextSql'
import { couponUnavailableError } from './orderErrors'

/**
 * Everything order placement reads besides the cart, in the placing transaction: the restaurant's
 * shop state (of the brand), the menu as stored now, the pricing settings, the live discount rules,
 * the member's level discount, the chosen member coupon and the delivery address. Each is the
 * server's own data; a bad reference (another member's address or coupon, another brand's coupon)
 * is refused here, before anything is held.
 */

type OrderSettings = {
  pricing: PricingSettings
  /** ORDER_MIN_AMOUNT / ORDER_MIN_DIFFERENCE (order type 1); null when not set. */
  minimum: { amount: string; difference: string } | null
  /** DELIVERY_FEE for delivered orders (until gsa/queryDeliveryFee prices by address). */
  deliveryFee: string
  /** DELIVERY_SLOT_MINUTES: how long a chosen time slot lasts. */
  slotMinutes: number
}

export type OrderContext = {
  /** SPEC §4 shop state inputs. */
  shop: { openStatus: number; shipanyStatus: number }
  categories: SentCategory[]
  settings: OrderSettings
  rules: (DiscountRule & { id: number })[]
  memberDiscount: string | null
  coupon: Coupon | null
  address: OrderAddress | null
}

const SETTING_NAMES = [
  'SERVICE_CHARGE_PERCENT',
  'ROUNDING_MODE',
  'MEMBER_DISCOUNT_ROUNDING',
  'ORDER_MIN_AMOUNT',
  'ORDER_MIN_DIFFERENCE',
  'DELIVERY_FEE',
  'DELIVERY_SLOT_MINUTES',
]
const DEFAULT_SLOT_MINUTES = 15

function amountOrNull(text: string | null | undefined): string | null {
  return text != null && v.is(AmountSchema, text) ? text : null
}

/** A value checked by its schema, else the fallback. */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: T): T {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback
}

/**
 * The settings rows read as the pricing engine takes them (a restaurant's row overrides the brand's,
 * as GET getBySettingNameList does); a missing or malformed value takes its default.
 */
function settingsOf(rows: NonNullable<ContextJson['settings']>): OrderSettings {
  const row = (name: string) =>
    rows.find((candidate) => candidate.settingName === name && candidate.restaurantId !== null) ??
    rows.find((candidate) => candidate.settingName === name)
  const entries = PricingSettingsSchema.entries
  const minAmount = amountOrNull(row('ORDER_MIN_AMOUNT')?.valueChar)
  const slotMinutes = row('DELIVERY_SLOT_MINUTES')?.valueInt
  return {
    pricing: {
      servicePercent: checked(entries.servicePercent, row('SERVICE_CHARGE_PERCENT')?.valueInt, 0),
      roundingMode: checked(entries.roundingMode, row('ROUNDING_MODE')?.valueInt, ROUNDING_MODE.drop),
      memberDiscountRounding: checked(
        entries.memberDiscountRounding,
        row('MEMBER_DISCOUNT_ROUNDING')?.valueInt,
        MEMBER_DISCOUNT_ROUNDING.truncate,
      ),
    },
    minimum: minAmount
      ? { amount: minAmount, difference: amountOrNull(row('ORDER_MIN_DIFFERENCE')?.valueChar) ?? '0.00' }
      : null,
    deliveryFee: amountOrNull(row('DELIVERY_FEE')?.valueChar) ?? '0.00',
    slotMinutes: slotMinutes && slotMinutes > 0 ? slotMinutes : DEFAULT_SLOT_MINUTES,
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
 * Loads the order's context in two statements (the menu of the cart's categories, then the rest,
 * ./contextSql.ts). RESTAURANT.NOT_FOUND (not of the brand), MENU.NOT_FOUND, COUPON.UNAVAILABLE,
 * ADDRESS.NOT_FOUND. A delivered order without addressId is left to the shop state check
 * ('Please enter address').
 */
export async function loadOrderContext(
  db: Database,
  memberId: number,
  input: AddOrderInput,
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
  // Only the categories of the cart's foods: their category caps count every food of the category.
  const foodIds = [...new Set(input.lines.map((line) => line.productId).filter((id) => id > 0))]
  const menu = await loadMenuJson(db, restaurantId, input.menuType, brandId, foodIds)
  if (!menu.menu) throw new ApiError(200, MENU_ERR.menuNotFound, 'menuNotFound', { field: 'menuType' })
  if (addressId !== null && !json.address)
    throw new ApiError(200, ORDER_ERR.addressNotFound, 'addressNotFound', { field: 'addressId' })
  return {
    shop: json.shop,
    categories: buildCategories(menu.categories, menu.foods, buildGroups(menu)),
    settings: settingsOf(json.settings ?? []),
    rules: rulesOf(json.rules ?? []),
    memberDiscount: json.memberDiscount,
    coupon: input.memberCouponId === undefined ? null : couponOf(json.coupon),
    address: json.address,
  }
}
