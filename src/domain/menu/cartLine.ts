import * as v from 'valibot'
import { MAX_LINE_NUMBER } from '../contract/menu'
import { boundedArray, boundedText } from '../inputBounds'

/**
 * SPEC §3 "Cart line" as a valibot schema, the one definition of the shape: the cart record on the
 * device is checked against it when read (src/db/carts.ts), the order payload of the next calls is
 * built from it, and ./types.ts derives the CartLine type from it. In its own module so that the
 * first render, which reads no cart, does not carry it.
 */

/**
 * Lengths a line's copied menu texts may have, in UTF-16 units: far above any menu's (the server
 * prices from its own menu and reads none of them), there so that none is unbounded.
 */
const NAME_UNITS = 1024
const URL_UNITS = 2048
const SUMMARY_UNITS = 4096
/** Modifiers or combo items chosen at one level of a line (a combo's courses hold a few each). */
const MAX_ITEM_DETAILS = 100

const nameText = boundedText(NAME_UNITS)

/** A decimal money string such as "38.50" (DESIGN §4: never a float). */
const MoneyText = v.pipe(boundedText(32), v.regex(/^-?\d{1,12}(\.\d{1,8})?$/))

const whole = v.pipe(v.number(), v.integer())
const id = v.pipe(whole, v.minValue(0))
/** Picks or units: a whole number, at least 1. */
const count = v.pipe(whole, v.minValue(1))

/** A chosen modifier or combo item on a cart line, with its own nested choices. */
export type CartItemDetail = {
  groupId: number
  id: number
  foodId?: number
  name: string
  name1?: string
  name2?: string
  /** Charged per pick, already resolved (preferential price applied). */
  price: string
  /** Picks of this item. */
  number: number
  /** Units served per pick (≥ 1). */
  qty: number
  itemDetail: CartItemDetail[]
}

/** CartItemDetail's schema (recursive, so the type above is written by hand beside it). */
const CartItemDetailSchema: v.GenericSchema<CartItemDetail> = v.object({
  groupId: id,
  id,
  foodId: v.optional(id),
  name: nameText,
  name1: v.optional(nameText),
  name2: v.optional(nameText),
  price: MoneyText,
  number: count,
  qty: count,
  itemDetail: boundedArray(
    v.lazy(() => CartItemDetailSchema),
    MAX_ITEM_DETAILS,
  ),
})

/** SPEC §3 Cart line. */
export const CartLineSchema = v.object({
  posFid: v.union([boundedText(128), v.number()]),
  /** Units of the line. */
  number: v.pipe(count, v.maxValue(MAX_LINE_NUMBER)),
  /** Base price per unit, without modifiers. */
  price: MoneyText,
  /** The food; 0 on the synthetic difference line. */
  productId: id,
  productName: nameText,
  productName1: nameText,
  productName2: nameText,
  lunchboxPrice: MoneyText,
  imageUrl: boundedText(URL_UNITS),
  sort: v.number(),
  foodType: v.number(),
  serviceCharge: v.number(),
  marketPrice: v.nullable(MoneyText),
  itemDetail: boundedArray(CartItemDetailSchema, MAX_ITEM_DETAILS),
  /** When the line was last added to (ms since epoch); read by the FOODINTERVAL warning. */
  onTime: v.number(),
  parentId: v.nullable(v.number()),
  modifierType: v.number(),
  /** Category position. */
  pindex: v.number(),
  /** Food position within the category. */
  index: v.number(),
  orderNumber: v.number(),
  foodSummary: boundedText(SUMMARY_UNITS),
  restaurantId: id,
  ablediscount: v.number(),
  agreement_type: v.number(),
  startQuantity: v.number(),
  increaseQuantity: v.number(),
  /** Per-unit total: price plus modifiers (see cartTotals.unitTotal). */
  total: MoneyText,
})

export type CartLine = v.InferOutput<typeof CartLineSchema>
