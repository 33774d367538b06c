import {
  bigint,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { menus } from './schemaRestaurant'

/** Menu content: categories, foods, modifiers and combos (SPEC §3 Category, Food, Combo group). */

const money = () => numeric({ precision: 12, scale: 2 })

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** Natural key within the menu. */
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    /** SPEC §5: 1 or 2 with limitAmount > 0 caps the category total at amount × persons. */
    limitType: smallint().notNull().default(0),
    limitAmount: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('categories_menu_code').on(t.menuId, t.code)],
)

export const foods = pgTable(
  'foods',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Natural key within the category; also the product code shared by the same dish on every menu. */
    code: text().notNull(),
    /** POS food id carried on cart lines. */
    posFid: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    description: text().notNull().default(''),
    description1: text().notNull().default(''),
    description2: text().notNull().default(''),
    price: money().notNull(),
    /** Price when ordered as part of a set meal. */
    mealPrice: money(),
    lunchboxPrice: money().notNull().default('0.00'),
    /** 1 when the restaurant's service-charge percentage applies to this food. */
    serviceCharge: smallint().notNull().default(1),
    /** Crossed-out reference price; null when none. */
    marketPrice: money(),
    /** 0 shown; 2 and 3 shown but cannot be added (SPEC §5). */
    invisible: smallint().notNull().default(0),
    /** Stock left; null when the food is not stock-controlled. */
    surplusNum: integer(),
    /** Positive when stock control is on (SPEC §5). */
    remainingNumber: integer().notNull().default(0),
    isDisable: smallint().notNull().default(0),
    /** 1 per-person maximum × guests; 2 counts only items already sent (SPEC §5). */
    limitType: smallint().notNull().default(0),
    limitAmount: integer().notNull().default(0),
    /** 1 adds with default choices; 0 opens the option chooser (SPEC §5). */
    automod: smallint().notNull().default(0),
    /** Number of modifier groups or combo groups. */
    itemCounts: integer().notNull().default(0),
    /** 1 when order discounts apply. */
    ablediscount: smallint().notNull().default(1),
    /** 1 on sale, 0 withdrawn. */
    status: smallint().notNull().default(1),
    startQuantity: integer().notNull().default(1),
    increaseQuantity: integer().notNull().default(1),
    imageUrl: text().notNull().default(''),
    /** SPEC §3 sort fields. foodType 1 single item, 2 combo. */
    foodType: smallint().notNull().default(1),
    fcSeqNo: integer().notNull().default(0),
    fmSeqNo: integer().notNull().default(0),
    mSeqNo: integer().notNull().default(0),
    ciSeqNo: integer().notNull().default(0),
    fmId: integer().notNull().default(0),
    fcId: integer().notNull().default(0),
  },
  (t) => [unique('foods_category_code').on(t.categoryId, t.code)],
)

/** A food's option group (e.g. sweetness); its options become the cart line's itemDetail. */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial().primaryKey(),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    minqty: integer().notNull().default(0),
    maxqty: integer().notNull().default(1),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('modifier_groups_food_code').on(t.foodId, t.code)],
)

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    price: money().notNull().default('0.00'),
    /** 1 when chosen by default (automod 1 adds these). */
    defmodifier: smallint().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('modifier_options_group_code').on(t.groupId, t.code)],
)

/** A combo food's group (SPEC §3 Combo group); minqty 0 is treated as 1 by the client. */
export const comboGroups = pgTable(
  'combo_groups',
  {
    id: serial().primaryKey(),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    minqty: integer().notNull().default(0),
    maxqty: integer().notNull().default(1),
    /** 1 when a choice is required. */
    required: smallint().notNull().default(1),
    preferentialPrice: money().notNull().default('0.00'),
    showType: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('combo_groups_food_code').on(t.foodId, t.code)],
)

/** A choice in a combo group; the item food's own modifiers give the nested details. */
export const comboItems = pgTable(
  'combo_items',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => comboGroups.id, { onDelete: 'cascade' }),
    itemFoodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    defmodifier: smallint().notNull().default(0),
    qty: integer().notNull().default(1),
    /** Surcharge for choosing this item. */
    price: money().notNull().default('0.00'),
    /** 1 pins the item to the top of the group. */
    top: smallint().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('combo_items_group_code').on(t.groupId, t.code)],
)

/** Source of menu revisions: a bump takes the next value, so a revision is never given out twice. */
export const menuRevisionSeq = pgSequence('menu_revision_seq')

/**
 * Each restaurant's menu revision, kept by the database itself: triggers (migration
 * 0004_menu_revision_triggers) give it a new value in the writing transaction whenever a row that
 * feeds the restaurant's menu answer (its menus, categories, foods, modifiers, combos, stock) is
 * inserted, updated or deleted. A server may reuse a menu answer read at the current revision.
 * No foreign key: the triggers of a cascading restaurant delete still write here; a stray row is harmless.
 */
export const menuRevisions = pgTable('menu_revisions', {
  restaurantId: integer().primaryKey(),
  revision: bigint({ mode: 'number' }).notNull(),
})
