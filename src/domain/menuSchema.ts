/**
 * The answer of POST restaurant/food/shopMenuNew exactly as the server sends it (docs/api.md), as
 * valibot schemas: every object strict, so a field missing or added on either side fails. The
 * server builds its menu rows from these pieces (server/services/restaurant/menuSql.ts) and its
 * tests parse real answers; the PWA can check a saved copy with `shopMenuSchema` before trusting it.
 *
 * The hand-written types of ./contract/menu.ts stay what PWA code and its fixtures use (they also allow
 * SPEC §3 shapes this server never sends, e.g. nested modifiers on a modifier option); each `Sent…`
 * type below is checked by the compiler to be assignable to its ./contract/menu.ts counterpart, so a
 * parsed menu is a `ShopMenu` without a cast.
 */
import * as v from 'valibot'
import type { MenuCategory, MenuComboGroup, MenuFood, MenuGroupItem, ShopMenu } from './contract/menu'
import type { ModifierGroup } from './menu/types'

/** `T`, once the compiler has checked that it is assignable to `U`. */
type Checked<T extends U, U> = T

/** A whole number (ids, counts, flags, sequence numbers). */
const whole = v.pipe(v.number(), v.integer())

/** A money amount as the database writes numeric(12,2): "38.50". */
const money = v.pipe(v.string(), v.regex(/^-?\d{1,10}\.\d{2}$/))

/** The three names of ./locale: Traditional Chinese, English, Simplified Chinese. */
const names = { name: v.string(), name1: v.string(), name2: v.string() }

/** One option of a food's modifier group. */
export const modifierOptionSchema = v.strictObject({
  id: whole,
  ...names,
  price: money,
  /** 1 when chosen by default. */
  defmodifier: whole,
})

/** A food's modifier group (sweetness, noodle base…). */
export const modifierGroupSchema = v.strictObject({
  id: whole,
  ...names,
  minqty: whole,
  maxqty: whole,
  items: v.array(modifierOptionSchema),
})

/** A food offered by a combo group, with its own modifier groups. */
export const comboItemSchema = v.strictObject({
  id: whole,
  /** The food offered. */
  foodId: whole,
  posFid: v.string(),
  ...names,
  imageUrl: v.string(),
  price: money,
  defmodifier: whole,
  qty: whole,
  top: whole,
  itemDetail: v.array(modifierGroupSchema),
})

/** A combo food's group (SPEC §3 Combo group), as findFoodCombo also answers it. */
export const comboGroupSchema = v.strictObject({
  id: whole,
  ...names,
  minqty: whole,
  maxqty: whole,
  required: v.picklist([0, 1]),
  preferentialPrice: money,
  show_type: whole,
  items: v.array(comboItemSchema),
})

/** A shown food: SPEC §3 Food with its descriptions and category. */
export const menuFoodSchema = v.strictObject({
  id: whole,
  categoryId: whole,
  posFid: v.string(),
  foodName: v.string(),
  foodName1: v.string(),
  foodName2: v.string(),
  description: v.string(),
  description1: v.string(),
  description2: v.string(),
  price: money,
  marketPrice: v.nullable(money),
  mealPrice: v.nullable(money),
  lunchboxPrice: money,
  serviceCharge: whole,
  ablediscount: whole,
  invisible: whole,
  surplusNum: v.nullable(whole),
  remainingNumber: whole,
  isDisable: whole,
  limitType: whole,
  limitAmount: whole,
  automod: whole,
  itemCounts: whole,
  status: whole,
  startQuantity: whole,
  increaseQuantity: whole,
  imageUrl: v.string(),
  foodType: whole,
  fcSeqNo: whole,
  fmSeqNo: whole,
  mSeqNo: whole,
  ciSeqNo: whole,
  fmId: whole,
  fcId: whole,
  /** A combo's combo groups, or else the food's modifier groups: never both kinds. */
  itemDetail: v.union([v.array(comboGroupSchema), v.array(modifierGroupSchema)]),
})

/** SPEC §3 Category with its shown foods in sort order. */
export const menuCategorySchema = v.strictObject({
  id: whole,
  categoryName: v.string(),
  categoryName1: v.string(),
  categoryName2: v.string(),
  limitType: whole,
  limitAmount: whole,
  /** The cart badge: 0 from the server, the client's to fill. */
  number: v.pipe(whole, v.minValue(0)),
  foods: v.array(menuFoodSchema),
})

/** The answer's `data`: the full menu, or (`unchanged: true`) its head alone, without categories. */
export const shopMenuSchema = v.pipe(
  v.strictObject({
    restaurantId: whole,
    menuId: whole,
    menuType: v.picklist([1, 4, 5, 7, 10]),
    ...names,
    version: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    unchanged: v.boolean(),
    categories: v.array(menuCategorySchema),
  }),
  v.check((menu) => !menu.unchanged || menu.categories.length === 0, 'an unchanged menu has no categories'),
)

export type SentModifierOption = Checked<v.InferOutput<typeof modifierOptionSchema>, MenuGroupItem>
export type SentModifierGroup = Checked<v.InferOutput<typeof modifierGroupSchema>, ModifierGroup>
export type SentComboItem = Checked<v.InferOutput<typeof comboItemSchema>, MenuGroupItem>
export type SentComboGroup = Checked<v.InferOutput<typeof comboGroupSchema>, MenuComboGroup>
export type SentFood = Checked<v.InferOutput<typeof menuFoodSchema>, MenuFood>
export type SentCategory = Checked<v.InferOutput<typeof menuCategorySchema>, MenuCategory>
export type SentShopMenu = Checked<v.InferOutput<typeof shopMenuSchema>, ShopMenu>
