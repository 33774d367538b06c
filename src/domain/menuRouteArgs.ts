/**
 * Route args of the ordering screens (SPEC §2 "Ordering", docs/routes.md "Routes of issue 4"),
 * built like ./memberRouteArgs.ts with `routeArg([...names], schema)` over the common prefix.
 *
 * Every ordering arg names a restaurant (restaurantId > 0) and a menu type (SPEC §2: 1, 4, 5, 7,
 * 10); a table QR code (printed on the table, e.g. `demo-central-t1`) makes the menu a scan menu
 * (re_type 2, src/domain/menu/menuFlow.ts). re_type may be given explicitly for the restaurant
 * types SPEC §6 mentions (6: the order list reads the stored member).
 */
import * as v from 'valibot'
import { counterCodeKind } from './counter/counterCode'
import { MENU_TYPE } from './menu/types'
import { IdText, RestaurantPrefix, routeArg } from './routeArgs'

/** SPEC §2 menu type as it travels in an arg. */
const MenuTypeText = v.pipe(
  v.string(),
  v.regex(/^\d{1,2}$/),
  v.transform(Number),
  v.picklist(Object.values(MENU_TYPE)),
)

/** A table QR code: 1–64 letters, digits, `-`, `.`, `:` (never `_`, the arg separator); empty is none. */
const QrCodeText = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9.:-]{0,64}$/),
    v.transform((code) => code || undefined),
  ),
)
/** re_type: a small whole number (2 scan by QR, 6 …; SPEC §3, §6); empty is none. */
const ReTypeText = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{0,2}$/),
    v.transform((text) => (text === '' ? undefined : Number(text))),
  ),
)

/** A group order's code (32 hex digits, src/domain/contract/invite.ts); empty is none. */
const InviteText = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(?:[0-9a-f]{32})?$/),
    v.transform((code) => code || undefined),
  ),
)

/**
 * A counter code (src/domain/counter/counterCode.ts, issue 37 item 5): the pick-up menu was opened
 * from a take-out or self-service code at the counter, and its order is placed with the code.
 * Empty is none.
 */
const CounterCodeText = v.optional(
  v.pipe(
    v.string(),
    v.check((code) => code === '' || counterCodeKind(code) !== null),
    v.transform((code) => code || undefined),
  ),
)

const MENU_FIELDS = [
  'brandId',
  'restaurantId',
  'fromIndex',
  'menuType',
  'qrCode',
  'reType',
  'invite',
  'counterCode',
] as const

const MenuArgSchema = v.object({
  ...RestaurantPrefix,
  menuType: MenuTypeText,
  qrCode: QrCodeText,
  reType: ReTypeText,
  /** A group order the menu adds to (its shared cart) instead of this device's cart. */
  invite: InviteText,
  counterCode: CounterCodeText,
})

/** The decoded arg of a menu screen. */
export type MenuArg = v.InferOutput<typeof MenuArgSchema>

/**
 * /index/:arg, /index2/:arg, /pcIndex/:arg, /inviteOrder/:arg, /autoCodeOrder/:arg, and the `?arg=`
 * of /foodDetail and /remark — `[brandId, restaurantId, fromIndex, menuType, qrCode?, reType?,
 * invite?, counterCode?]`.
 */
export const menuArg = routeArg(MENU_FIELDS, MenuArgSchema)

/** /combo/:arg — `[brandId, restaurantId, fromIndex, menuType, foodId, qrCode?, reType?, invite?, counterCode?]`. */
export const comboArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'menuType', 'foodId', 'qrCode', 'reType', 'invite', 'counterCode'],
  v.object({ ...MenuArgSchema.entries, foodId: v.pipe(IdText, v.minValue(1)) }),
)
export type ComboArg = MenuArg & { foodId: number }

/** The arg values of a menu screen, in arg order, for encodeArg (empty optional fields left off the end). */
export function menuArgValues(arg: MenuArg): (string | number)[] {
  const values: (string | number)[] = [
    arg.brandId,
    arg.restaurantId,
    arg.fromIndex ? 1 : 0,
    arg.menuType,
    arg.qrCode ?? '',
    arg.reType ?? '',
    arg.invite ?? '',
    arg.counterCode ?? '',
  ]
  while (values.length > 4 && values[values.length - 1] === '') values.pop()
  return values
}

/** The arg values of /combo for a food of this menu. */
export function comboArgValues(arg: MenuArg, foodId: number): (string | number)[] {
  const values: (string | number)[] = [
    arg.brandId,
    arg.restaurantId,
    arg.fromIndex ? 1 : 0,
    arg.menuType,
    foodId,
    arg.qrCode ?? '',
    arg.reType ?? '',
    arg.invite ?? '',
    arg.counterCode ?? '',
  ]
  while (values.length > 5 && values[values.length - 1] === '') values.pop()
  return values
}

/** The query form (`?arg=`, JSON) of a menu arg, as /foodDetail and /remark take it. */
export function menuQueryArg(arg: MenuArg): string {
  return JSON.stringify(menuArgValues(arg))
}

/**
 * The `?foodId=` of /foodDetail: a positive whole number (the router may hand it over as a number
 * or text); anything else is none.
 */
export function foodIdFrom(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,15}$/.test(text)) return undefined
  const id = Number(text)
  return id > 0 ? id : undefined
}
