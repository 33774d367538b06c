import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  comboGroupSchema,
  comboItemSchema,
  menuCategorySchema,
  menuFoodSchema,
  modifierGroupSchema,
  modifierOptionSchema,
} from '../../../src/domain/menuSchema'
import type { Database } from '../../db/open'

/**
 * The menu reads as single statements: PostgreSQL (or PGlite) joins the menu's rows and hands them
 * back as a few JSON arrays in one row, already in the field names and money strings of the answer
 * (src/domain/menuSchema.ts). One round trip whatever the menu's size, and far less per-row decoding
 * than selecting the wide rows (the demo menu loads 2–3× faster this way on PGlite). The document is
 * parsed with the answer's own schemas (strict: a field the SQL adds or drops fails at once).
 * Column names are the database's (snake_case), as the migrations create them.
 */

/** SPEC §5 reading of `invisible`: 1 hides a food from the menu (it can still be a combo item). */
export const HIDDEN = 1

const id = v.pipe(v.number(), v.integer())

/** The JSON rows carry the answer's fields already (src/domain/menuSchema.ts), plus their parent's id. */
const CategoryRow = v.omit(menuCategorySchema, ['foods', 'number'])
const FoodRow = v.omit(menuFoodSchema, ['itemDetail'])
const ModifierGroupRow = v.strictObject({ ...v.omit(modifierGroupSchema, ['items']).entries, foodId: id })
const ModifierOptionRow = v.strictObject({ ...modifierOptionSchema.entries, groupId: id })
/** `required` as stored (smallint); the answer has 0 or 1. */
const ComboGroupRow = v.strictObject({
  ...v.omit(comboGroupSchema, ['items', 'required']).entries,
  foodId: id,
  required: id,
})
const ComboItemRow = v.strictObject({ ...v.omit(comboItemSchema, ['itemDetail']).entries, groupId: id })

export type CategoryJson = v.InferOutput<typeof CategoryRow>
export type FoodJson = v.InferOutput<typeof FoodRow>

/** The groups of the foods in CTE `f` and of the foods their combos offer (null: none). */
const GroupsDocument = v.strictObject({
  modifierGroups: v.nullable(v.array(ModifierGroupRow)),
  modifierOptions: v.nullable(v.array(ModifierOptionRow)),
  comboGroups: v.nullable(v.array(ComboGroupRow)),
  comboItems: v.nullable(v.array(ComboItemRow)),
})
export type GroupsJson = v.InferOutput<typeof GroupsDocument>

/** CTEs over a CTE `f` of foods: their combo groups and items, and the modifiers of both. */
const GROUP_CTES = sql.raw(`
  cg as (select g.* from combo_groups g join f on g.food_id = f.id),
  ci as (select i.* from combo_items i join cg on i.group_id = cg.id),
  mg as (select g.* from modifier_groups g where g.food_id in (select id from f union select item_food_id from ci)),
  mo as (select o.* from modifier_options o join mg on o.group_id = mg.id)`)

const NAMES = `'name', x.name, 'name1', x.name1, 'name2', x.name2`

/** json_build_object pairs: the groups' arrays. */
const GROUP_FIELDS = sql.raw(`
  'modifierGroups', (select json_agg(json_build_object('id', x.id, 'foodId', x.food_id, ${NAMES},
    'minqty', x.minqty, 'maxqty', x.maxqty) order by x.food_id, x.sort, x.id) from mg x),
  'modifierOptions', (select json_agg(json_build_object('id', x.id, 'groupId', x.group_id, ${NAMES},
    'price', x.price::text, 'defmodifier', x.defmodifier) order by x.group_id, x.sort, x.id) from mo x),
  'comboGroups', (select json_agg(json_build_object('id', x.id, 'foodId', x.food_id, ${NAMES},
    'minqty', x.minqty, 'maxqty', x.maxqty, 'required', x.required,
    'preferentialPrice', x.preferential_price::text, 'show_type', x.show_type)
    order by x.food_id, x.sort, x.id) from cg x),
  'comboItems', (select json_agg(json_build_object('id', i.id, 'groupId', i.group_id,
    'foodId', i.item_food_id, 'posFid', x.pos_fid, ${NAMES}, 'imageUrl', x.image_url,
    'price', i.price::text, 'defmodifier', i.defmodifier, 'qty', i.qty, 'top', i.top)
    order by i.group_id, i.sort, i.id) from ci i join foods x on x.id = i.item_food_id)`)

/** The shown foods as rows named like MenuFood: aggregating whole rows is faster than json_build_object per food. */
const FOOD_ROWS = sql.raw(`select x.id, x.category_id as "categoryId", x.pos_fid as "posFid",
  x.name as "foodName", x.name1 as "foodName1", x.name2 as "foodName2", x.description, x.description1,
  x.description2, x.price::text as price, x.market_price::text as "marketPrice",
  x.meal_price::text as "mealPrice", x.lunchbox_price::text as "lunchboxPrice",
  x.service_charge as "serviceCharge", x.ablediscount, x.invisible, x.surplus_num as "surplusNum",
  x.remaining_number as "remainingNumber", x.is_disable as "isDisable", x.limit_type as "limitType",
  x.limit_amount as "limitAmount", x.automod, x.item_counts as "itemCounts", x.status,
  x.start_quantity as "startQuantity", x.increase_quantity as "increaseQuantity", x.image_url as "imageUrl",
  x.food_type as "foodType", x.fc_seq_no as "fcSeqNo", x.fm_seq_no as "fmSeqNo", x.m_seq_no as "mSeqNo",
  x.ci_seq_no as "ciSeqNo", x.fm_id as "fmId", x.fc_id as "fcId" from f x`)

/** What either driver answers a statement selecting one `doc` text column. */
const DocumentResult = v.object({ rows: v.tuple([v.object({ doc: v.string() })]) })

/**
 * Runs a statement answering one JSON document as text (both drivers decode text faster than
 * their json type) and parses it with `schema`.
 */
async function oneDocument<TSchema extends v.GenericSchema>(
  db: Database,
  query: SQL,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const [{ doc }] = v.parse(DocumentResult, await db.execute(query)).rows
  return v.parse(schema, JSON.parse(doc))
}

const MenuDocument = v.strictObject({
  ...GroupsDocument.entries,
  found: v.boolean(),
  /** The restaurant's menu revision this content was read at (same snapshot); null when it has none. */
  revision: v.nullable(id),
  menu: v.nullable(v.strictObject({ id, name: v.string(), name1: v.string(), name2: v.string() })),
  categories: v.nullable(v.array(CategoryRow)),
  foods: v.nullable(v.array(FoodRow)),
})
export type MenuJson = v.InferOutput<typeof MenuDocument>

/**
 * Whether the restaurant exists (of the brand when given), its menu of this type, the menu's
 * categories in display order, its shown foods (invisible 1 left out) and their groups. With
 * `foodIds` (order placement), only the categories holding one of those foods are read.
 */
export function loadMenuJson(
  db: Database,
  restaurantId: number,
  menuType: number,
  brandId: number | undefined,
  foodIds?: readonly number[],
): Promise<MenuJson> {
  const onlyCategoriesOf = foodIds ? `{${foodIds.map((id) => Math.trunc(id)).join(',')}}` : null
  return oneDocument(
    db,
    sql`with
      r as (select id from restaurants where id = ${restaurantId}
        and (${brandId ?? null}::integer is null or brand_id = ${brandId ?? null}::integer)),
      m as (select m.id, m.name, m.name1, m.name2 from menus m join r on m.restaurant_id = r.id
        where m.menu_type = ${menuType}),
      c as (select c.* from categories c join m on c.menu_id = m.id
        where ${onlyCategoriesOf}::integer[] is null
          or c.id in (select category_id from foods where id = any(${onlyCategoriesOf}::integer[]))),
      f as (select x.* from foods x join c on x.category_id = c.id where x.invisible <> ${HIDDEN}),
      ${GROUP_CTES}
    select json_build_object(
      'found', exists(select 1 from r),
      'revision', (select revision from menu_revisions where restaurant_id = ${restaurantId}),
      'menu', (select row_to_json(m) from m),
      'categories', (select json_agg(json_build_object('id', c.id, 'categoryName', c.name,
        'categoryName1', c.name1, 'categoryName2', c.name2, 'limitType', c.limit_type,
        'limitAmount', c.limit_amount) order by c.sort, c.id) from c),
      'foods', (select json_agg(y order by y.id) from (${FOOD_ROWS}) y),
      ${GROUP_FIELDS})::text as doc`,
    MenuDocument,
  )
}

const FoodGroupsDocument = v.strictObject({
  ...GroupsDocument.entries,
  food: v.nullable(v.strictObject({ id, invisible: id, restaurantId: id })),
})
export type FoodGroupsJson = v.InferOutput<typeof FoodGroupsDocument>

/** One food (with its restaurant) and its groups, in one statement. */
export function loadFoodGroupsJson(db: Database, foodId: number): Promise<FoodGroupsJson> {
  return oneDocument(
    db,
    sql`with
      f as (select x.id, x.invisible, m.restaurant_id from foods x
        join categories c on c.id = x.category_id join menus m on m.id = c.menu_id where x.id = ${foodId}),
      ${GROUP_CTES}
    select json_build_object(
      'food', (select json_build_object('id', f.id, 'invisible', f.invisible,
        'restaurantId', f.restaurant_id) from f),
      ${GROUP_FIELDS})::text as doc`,
    FoodGroupsDocument,
  )
}
