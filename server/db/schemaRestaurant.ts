import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'

/** Restaurants, their menus (one per menu type) and the table QR codes of scan menus. */

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Natural key within the brand, e.g. `central`. */
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    address: text().notNull().default(''),
    address1: text().notNull().default(''),
    address2: text().notNull().default(''),
    phone: text().notNull().default(''),
    logo: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    /** SPEC §4: 0 closed, 2 busy, 3 open, 4 service unavailable, other open. */
    openStatus: smallint().notNull().default(3),
    /** SPEC §4: 0 takeaway not open, 1 delivering, other values outside delivery scope. */
    shipanyStatus: smallint().notNull().default(1),
    /** Longitude and latitude; null when the restaurant has no map position. */
    mapX: numeric({ precision: 10, scale: 6 }),
    mapY: numeric({ precision: 10, scale: 6 }),
    ziquService: smallint().notNull().default(0),
    menuService: smallint().notNull().default(0),
    businessHours: text().notNull().default(''),
    /** May hold HTML tags (SPEC §1: clients strip them). */
    keywords: text().notNull().default(''),
    description: text().notNull().default(''),
    description1: text().notNull().default(''),
    description2: text().notNull().default(''),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('restaurants_brand_code').on(t.brandId, t.code)],
)

/**
 * Settings rows (SPEC §7 getBySettingNameList): brand-wide when restaurantId is null, else scoped to
 * one restaurant, which overrides the brand row of the same name.
 */
export const settings = pgTable(
  'settings',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer().references(() => restaurants.id, { onDelete: 'cascade' }),
    settingName: text().notNull(),
    valueChar: text(),
    valueInt: integer(),
  },
  (t) => [unique('settings_scope_name').on(t.brandId, t.restaurantId, t.settingName).nullsNotDistinct()],
)

/** SPEC §2 menu types: 1 delivery, 4 scan at table, 5 cold-chain, 7 and 10 pick-up. */
export const MENU_TYPES = [1, 4, 5, 7, 10] as const

export const menus = pgTable(
  'menus',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    menuType: smallint().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('menus_restaurant_type').on(t.restaurantId, t.menuType)],
)

/**
 * Table QR codes of scan menus (menu type 4); `qrCode` is the opaque value printed on the table: a
 * random one (server/services/order/tableCodes.ts), since holding it is what lets a phone order at
 * the table and read its session. One table name per menu.
 */
export const tableQrCodes = pgTable(
  'table_qr_codes',
  {
    id: serial().primaryKey(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    qrCode: text().notNull().unique(),
    tableName: text().notNull(),
    seats: smallint().notNull().default(4),
  },
  (t) => [unique('table_qr_codes_menu_table').on(t.menuId, t.tableName)],
)

/** Meal periods of a restaurant's day (GET period/getPeriodList), times as `HH:mm` at UTC+8. */
export const restaurantPeriods = pgTable(
  'restaurant_periods',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Natural key within the restaurant, e.g. `lunch`. */
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('restaurant_periods_restaurant_code').on(t.restaurantId, t.code)],
)

/**
 * WhatsApp order-update subscription links: the brand's own when restaurantId is null, else a
 * restaurant's for one order type (0 = every order type).
 */
export const whatsappConfigs = pgTable(
  'whatsapp_configs',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer().references(() => restaurants.id, { onDelete: 'cascade' }),
    orderType: smallint().notNull().default(0),
    /** The business's WhatsApp number, `+<country><number>`. */
    phone: text().notNull(),
    /** What the diner opens to subscribe, e.g. `https://wa.me/85261234567?text=…`. */
    subscriptionLink: text().notNull(),
    enabled: smallint().notNull().default(1),
  },
  (t) => [unique('whatsapp_configs_scope').on(t.brandId, t.restaurantId, t.orderType).nullsNotDistinct()],
)

/** restaurant/shopRedis: a per-restaurant key-value store (shared carts) with expiry. */
export const shopValues = pgTable(
  'shop_values',
  {
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.key] }), index('shop_values_expires').on(t.expiresAt)],
)
