import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/open'

/**
 * The order's context besides the menu in ONE statement (one round trip inside the placing
 * transaction instead of six): the restaurant's shop state and menu revision, the settings rows, the brand's live
 * discount rules, the member's level discount, the chosen member coupon with its template, and the
 * chosen address. Money and percentages come as text (numeric as it is stored). Column names are
 * the database's (snake_case), as the migrations create them; the document is parsed with the
 * schemas below (strict: a field the SQL adds or drops fails at once).
 */

const id = v.pipe(v.number(), v.integer())
const small = v.pipe(v.number(), v.integer())
const text = v.string()

const SettingRow = v.strictObject({
  settingName: text,
  valueChar: v.nullable(text),
  valueInt: v.nullable(small),
  restaurantId: v.nullable(id),
})

const RuleRow = v.strictObject({
  id,
  type: small,
  amount: text,
  discountValue: text,
  amountTypeMin: small,
  restrictionAmount: text,
  isDeliveryFee: small,
  placeOrderType: text,
  remark: text,
  remark2: text,
})

const CouponRow = v.strictObject({
  id,
  couponId: id,
  /** Whether it is the member's, of the brand, available and valid now (template dates included). */
  live: v.boolean(),
  couponType: small,
  amount: text,
  discount: text,
  spend: text,
  billMinAmount: text,
  accumulate: small,
  exclusive: small,
  orderTypes: text,
  couponTypeName: text,
  couponTypeName1: text,
})

const AddressRow = v.strictObject({
  id,
  receiver: text,
  phone: text,
  currentAddress: text,
  address: text,
  floor: text,
  unit: text,
  dimensionMap: text,
  sex: small,
})

const ContextDocument = v.strictObject({
  shop: v.nullable(
    v.strictObject({
      openStatus: small,
      shipanyStatus: small,
      businessHours: text,
      mapX: v.nullable(text),
      mapY: v.nullable(text),
    }),
  ),
  /** The restaurant's menu revision (same snapshot): a menu kept at it is current (./orderMenus.ts). */
  menuRevision: v.nullable(id),
  settings: v.nullable(v.array(SettingRow)),
  rules: v.nullable(v.array(RuleRow)),
  /** The member's level that counts now: its discount and whether it waives the delivery fee. */
  level: v.nullable(v.object({ memberDiscount: text, freeDelivery: v.number() })),
  coupon: v.nullable(CouponRow),
  address: v.nullable(AddressRow),
})
export type ContextJson = v.InferOutput<typeof ContextDocument>

const DocumentResult = v.object({ rows: v.tuple([v.object({ doc: v.string() })]) })

/** What the statement looks up: the restaurant of the brand, the member, and the optional references. */
export type ContextKeys = {
  brandId: number
  restaurantId: number
  memberId: number
  settingNames: readonly string[]
  memberCouponId: number | null
  addressId: number | null
  now: Date
}

/** Loads the context document (see the file's comment); `shop` null when the restaurant is not of the brand. */
export async function loadContextJson(db: Database, keys: ContextKeys): Promise<ContextJson> {
  const { brandId, restaurantId, memberId } = keys
  const now = keys.now.toISOString()
  const names = `{${keys.settingNames.join(',')}}`
  const result = await db.execute(sql`select json_build_object(
    'shop', (select json_build_object('openStatus', open_status, 'shipanyStatus', shipany_status,
      'businessHours', business_hours, 'mapX', map_x::text, 'mapY', map_y::text)
      from restaurants where id = ${restaurantId} and brand_id = ${brandId}),
    'menuRevision', (select revision from menu_revisions where restaurant_id = ${restaurantId}),
    'settings', (select json_agg(json_build_object('settingName', setting_name, 'valueChar', value_char,
      'valueInt', value_int, 'restaurantId', restaurant_id)) from settings
      where brand_id = ${brandId} and setting_name = any(${names}::text[])
        and (restaurant_id is null or restaurant_id = ${restaurantId})),
    'rules', (select json_agg(json_build_object('id', id, 'type', type, 'amount', amount::text,
      'discountValue', discount_value::text, 'amountTypeMin', amount_type_min,
      'restrictionAmount', restriction_amount::text, 'isDeliveryFee', is_delivery_fee,
      'placeOrderType', place_order_type, 'remark', remark, 'remark2', remark2) order by id)
      from discount_rules where brand_id = ${brandId} and enabled = 1
        and (restaurant_id is null or restaurant_id = ${restaurantId})
        and (starts_at is null or starts_at <= ${now}::timestamptz)
        and (ends_at is null or ends_at > ${now}::timestamptz)),
    'level', (select json_build_object('memberDiscount', l.member_discount::text,
      'freeDelivery', l.free_delivery) from member_brands b
      join member_levels l on l.id = case
        when b.level_ends_at is null or b.level_ends_at > ${now}::timestamptz then b.level_id
        else (select id from member_levels where brand_id = b.brand_id order by level, id limit 1) end
      where b.member_id = ${memberId} and b.brand_id = ${brandId}),
    'coupon', (select json_build_object('id', m.id, 'couponId', c.id,
      'live', m.member_id = ${memberId} and c.brand_id = ${brandId} and m.status = 'available'
        and m.valid_until > ${now}::timestamptz
        and (c.starts_at is null or c.starts_at <= ${now}::timestamptz)
        and (c.ends_at is null or c.ends_at > ${now}::timestamptz),
      'couponType', c.coupon_type, 'amount', c.amount::text, 'discount', c.discount::text,
      'spend', c.spend::text, 'billMinAmount', c.bill_min_amount::text, 'accumulate', c.accumulate,
      'exclusive', c.exclusive, 'orderTypes', c.order_types, 'couponTypeName', c.coupon_type_name, 'couponTypeName1', c.coupon_type_name1)
      from member_coupons m join coupons c on c.id = m.coupon_id where m.id = ${keys.memberCouponId}::integer),
    'address', (select json_build_object('id', id, 'receiver', receiver, 'phone', phone,
      'currentAddress', current_address, 'address', address, 'floor', floor, 'unit', unit,
      'dimensionMap', dimension_map, 'sex', sex)
      from member_addresses where id = ${keys.addressId}::integer and member_id = ${memberId})
  )::text as doc`)
  const [{ doc }] = v.parse(DocumentResult, result).rows
  return v.parse(ContextDocument, JSON.parse(doc))
}
