/**
 * Shapes and parameters of the restaurant and menu calls (SPEC §7 "Restaurant and menu"), shared by
 * the PWA's client (src/api) and the server (server/services/restaurant). The menu shapes are the
 * ones of ./menu/types (Category, Food, ComboGroup, GroupItem, ModifierGroup) with the few fields
 * the calls add. Names follow ./locale: `name` Traditional Chinese, `name1` English, `name2`
 * Simplified Chinese. Money is a decimal string; map positions are decimal strings or null.
 */
import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import type { AddCode } from '../menu/limits'
import type { Category, ComboGroup, Food, GroupItem, ModifierGroup } from '../menu/types'
import type { OpenState, ServiceKind } from '../restaurantStatus'
import type { BrandRestaurant } from './brand'
import { IdParam, isEmptyValue, MAX_ID, OptionalIdParam, wholeNumber } from './idParams'

/** Error codes of these calls (besides VALIDATION, BRAND.NOT_FOUND and RESTAURANT.NOT_FOUND). */
export const MENU_ERR = {
  menuNotFound: 'MENU.NOT_FOUND',
  foodNotFound: 'FOOD.NOT_FOUND',
  /** code -1: a food's own or its category's limit would be passed. */
  limit: 'ORDER.LIMIT',
  /** code -1: order type 1 stock is sold out or would be passed. */
  stock: 'ORDER.STOCK',
  /** code 0: an invisible (2, 3), disabled or withdrawn food. */
  foodUnavailable: 'FOOD.UNAVAILABLE',
} as const

// ---------------------------------------------------------------- answers

/** A restaurant with how it is doing now: SPEC §3 "Restaurant status". */
export type RestaurantStatusFields = {
  /** src/domain/restaurantStatus.ts shopNowOf: its flag, then its hours, at the server's time. */
  openState: OpenState
  /**
   * openState is 'closed', or the atlas list's way of ordering is one the state refuses now
   * (serviceChips.ts givesServiceNow): SPEC §4, such restaurants go in the closed list.
   */
  closed: boolean
  /** Closed by its hours: when it opens next (ISO 8601 at +08:00); null otherwise. */
  opensAt: string | null
}

/** GET restaurant/restaurantInfo/getRestaurantInfoAtlas: one restaurant of the list. */
export type AtlasRestaurant = BrandRestaurant &
  RestaurantStatusFields & {
    /** Metres from the given mapX/mapY (haversine, rounded); null without them or without a map position. */
    distance: number | null
  }

/** GET restaurant/period/getPeriodList: a meal period, times `HH:mm` at UTC+8. */
export type Period = {
  id: number
  restaurantId: number
  name: string
  name1: string
  name2: string
  startTime: string
  endTime: string
}

/** POST restaurant/restaurant/getRestaurantNew and getRestaurantInfoById. */
export type RestaurantInfo = BrandRestaurant &
  RestaurantStatusFields & {
    description: string
    description1: string
    description2: string
    /** src/domain/restaurantStatus.ts servicesOf(). */
    services: ServiceKind[]
    periods: Period[]
  }

/** GET restaurant/restaurant/getShopKeywords: the shop's title and keyword parts, in the request's language. */
export type ShopKeywords = {
  /** The restaurant's name. */
  name: string
  /** The brand's name, the title's suffix. */
  serviceName: string
  address: string
  description: string
  /** The restaurant's keywords as stored: may hold HTML tags, which the client strips (SPEC §1). */
  keywords: string
}

/** GET restaurant/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType */
export type WhatsAppConfig = {
  id: number
  brandId: number
  restaurantId: number | null
  /** 0 when the link serves every order type. */
  orderType: number
  phone: string
  subscriptionLink: string
}

/** A modifier or combo choice as the menu calls answer it. */
export type MenuGroupItem = GroupItem & {
  /** On combo items: the offered food's picture and POS id. */
  imageUrl?: string
  posFid?: string
}

/** A combo group of findFoodCombo (and of a combo food's itemDetail in shopMenuNew). */
export type MenuComboGroup = ComboGroup & { required: 0 | 1; items: MenuGroupItem[] }

/** A food as shopMenuNew answers it: SPEC §3 Food plus its descriptions and category. */
export type MenuFood = Omit<Food, 'posFid' | 'startQuantity' | 'increaseQuantity' | 'itemDetail'> & {
  posFid: string
  categoryId: number
  description: string
  description1: string
  description2: string
  startQuantity: number
  increaseQuantity: number
  /** Modifier groups; for a combo (foodType 2) its combo groups, as findFoodCombo answers them. */
  itemDetail: (ModifierGroup | MenuComboGroup)[]
}

export type MenuCategory = Category & { foods: MenuFood[] }

/** POST restaurant/food/shopMenuNew */
export type ShopMenu = {
  restaurantId: number
  menuId: number
  menuType: number
  name: string
  name1: string
  name2: string
  /** Changes whenever anything in the answer changes (content hash); also the ETag. */
  version: string
  /** True when the request's `version` is the current one: `categories` is then empty. */
  unchanged: boolean
  categories: MenuCategory[]
}

/** data of a limit-call failure: which food, and which rule of src/domain/menu/limits.ts refused it. */
export type LimitHit = {
  productId: number
  reason: Exclude<AddCode, 'ok'>
  foodName: string
  foodName1: string
  foodName2: string
  /** The limit (own or category, × persons) or the stock left; null for an unavailable food. */
  max: number | null
}

/** POST restaurant/shopRedis/add */
export type ShopValueSaved = { key: string; expiresAt: string }

// ---------------------------------------------------------------- parameters

/** Optional: an empty value (SPEC §5) counts as absent. */
function optional<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? undefined : input)),
      v.union([v.undefined(), schema]),
    ),
  )
}

/** A coordinate in degrees within ±limit, as a number or decimal text. */
export function degrees(limit: number) {
  return v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((input) =>
      typeof input === 'number'
        ? input
        : /^-?\d{1,3}(\.\d{1,12})?$/.test(input.trim())
          ? Number(input)
          : Number.NaN,
    ),
    v.number(),
    v.minValue(-limit),
    v.maxValue(limit),
  )
}

/** SPEC §2 menu types. */
export const MenuTypeParam = v.pipe(wholeNumber(1, 10), v.picklist([1, 4, 5, 7, 10]))

/** Atlas `type`: 1 restaurants with pick-up (ziquService), 2 with scan ordering (menuService); 0 or absent all. */
export const ATLAS_TYPE = { all: 0, pickup: 1, scan: 2 } as const

export const AtlasParams = v.pipe(
  v.object({
    brandId: OptionalIdParam,
    restaurantId: OptionalIdParam,
    type: optional(wholeNumber(0, 2)),
    /** Longitude of the diner. */
    mapX: optional(degrees(180)),
    /** Latitude of the diner. */
    mapY: optional(degrees(90)),
  }),
  v.forward(
    v.check((input) => input.brandId !== undefined || input.restaurantId !== undefined),
    ['brandId'],
  ),
  v.forward(
    v.check((input) => input.mapX !== undefined || input.mapY === undefined),
    ['mapX'],
  ),
  v.forward(
    v.check((input) => input.mapY !== undefined || input.mapX === undefined),
    ['mapY'],
  ),
)

export const RestaurantIdParams = v.object({ restaurantId: IdParam, brandId: OptionalIdParam })
export const ShopKeywordsParams = v.object({ brandId: IdParam, restaurantId: IdParam })
export const WhatsAppByOrderTypeParams = v.object({
  restaurantId: IdParam,
  orderType: wholeNumber(0, 99),
})
export const WhatsAppCheckParams = v.object({
  restaurantId: IdParam,
  orderType: optional(wholeNumber(0, 99)),
})

export const ShopMenuParams = v.object({
  restaurantId: IdParam,
  menuType: MenuTypeParam,
  brandId: OptionalIdParam,
  /** The `version` of a menu the client holds; when current, the answer leaves the categories out. */
  version: v.optional(v.pipe(v.string(), v.maxLength(64))),
})

export const FoodComboParams = v.object({ foodId: IdParam, restaurantId: OptionalIdParam })

/** Most lines one limit check takes. */
const MAX_LIMIT_LINES = 200
/** Most units of one line. */
export const MAX_LINE_NUMBER = 9999
/** Most guests at one table. */
export const MAX_PERSONS = 999

/** Longest JSON text of one counted line in a form body (`{"productId":…,"number":…}` and room). */
const LINE_JSON_UNITS = 64

/** A cart or sent line as the limit checks read it; other cart-line fields are ignored. */
const CountedLineParam = v.object({
  /** 0 is the synthetic difference line (ignored). */
  productId: wholeNumber(0, MAX_ID),
  number: wholeNumber(1, MAX_LINE_NUMBER),
})

/** An array of lines, or (in a form body) the same as JSON text. */
const LinesParam = v.pipe(
  v.unknown(),
  v.transform((input) => {
    // JSON text of at most 200 lines (a form body); longer text is refused unparsed.
    if (typeof input === 'string' && input.length > MAX_LIMIT_LINES * LINE_JSON_UNITS) return null
    if (typeof input !== 'string') return input
    try {
      return JSON.parse(input) as unknown
    } catch {
      return input
    }
  }),
  boundedArray(CountedLineParam, MAX_LIMIT_LINES),
)

/** POST order/checkOrderLimit and order/checkZiquLimit. */
export const OrderLimitParams = v.object({
  restaurantId: IdParam,
  /** The cart: every line (lines of the same food are added up). */
  lines: LinesParam,
  /** Lines already sent in this order (earlier rounds); limitType 2 counts only these. */
  sent: v.optional(LinesParam, []),
  /** Guests at the table (default 1, SPEC §9). */
  persons: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? 1 : input)),
      wholeNumber(1, MAX_PERSONS),
    ),
    1,
  ),
  /** SPEC §4 order type; by default the flow of the foods' menu (checkZiquLimit: always 7). */
  orderType: optional(wholeNumber(1, 99)),
})

/** A shopRedis key: 1–128 of letters, digits, `_ . : -` (who may use which: ./shopValueKeys.ts). */
const ShopKeyParam = v.pipe(boundedText(128), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/))
/** Largest shopRedis value: 64 KB of UTF-8. */
export const MAX_SHOP_VALUE_BYTES = 64 * 1024
/** A shopRedis value lives this long after it was last written: 24 h. */
export const SHOP_VALUE_TTL_MS = 24 * 60 * 60_000
/** Most keys one clear takes. */
const MAX_CLEAR_KEYS = 100

export const ShopValueGetParams = v.object({ restaurantId: IdParam, key: ShopKeyParam })
export const ShopValueAddParams = v.object({
  restaurantId: IdParam,
  key: ShopKeyParam,
  /** At most 64 KB of UTF-8 (the service counts bytes); longer text is refused by its length first. */
  value: boundedText(MAX_SHOP_VALUE_BYTES),
})
export const ShopValueClearParams = v.object({
  restaurantId: IdParam,
  /** An array of keys, or `a,b,c`. */
  keys: v.pipe(
    v.union([boundedText(MAX_CLEAR_KEYS * 129), boundedArray(boundedText(128), MAX_CLEAR_KEYS)]),
    v.transform((input) =>
      [...new Set(typeof input === 'string' ? input.split(',') : input)].map((key) => key.trim()),
    ),
    v.minLength(1),
    v.maxLength(MAX_CLEAR_KEYS),
    v.check((keys) => keys.every((key) => v.is(ShopKeyParam, key))),
  ),
})
