import { boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Brands, their settings and the reference lists the shell reads. Multilingual columns follow the
 * API convention: `name` Traditional Chinese (zh-hk), `name1` English, `name2` Simplified Chinese.
 */

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  /** Natural key, used in links: `demo`, `harbour`. */
  alias: text().notNull().unique(),
  name: text().notNull(),
  name1: text().notNull(),
  name2: text().notNull(),
  /** Page-title suffix (SPEC §1). */
  productName: text().notNull(),
  logo: text().notNull().default(''),
  description: text().notNull().default(''),
  description1: text().notNull().default(''),
  description2: text().notNull().default(''),
  currencyPrefix: text().notNull().default('$ '),
  /** Order types the brand takes: 1 shop, 2 takeout, 3 scan, 7 pick-up, 8 cold-chain. */
  orderTypes: integer().array().notNull().default([]),
  customerServiceEmail: text().notNull().default(''),
  customerServicePhone: text().notNull().default(''),
  whatsappNumber: text().notNull().default(''),
  seoTitle: text().notNull().default(''),
  seoTitle1: text().notNull().default(''),
  seoTitle2: text().notNull().default(''),
  /** May hold HTML; clients strip tags. */
  seoKeywords: text().notNull().default(''),
  seoDescription: text().notNull().default(''),
  seoDescription1: text().notNull().default(''),
  seoDescription2: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** One row per brand: membership options (GET system/public/memberSetting/get). */
export const memberSettings = pgTable('member_settings', {
  brandId: integer()
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  guestOrdering: boolean().notNull().default(true),
  debugMemberIds: integer().array().notNull().default([]),
  pointsName: text().notNull(),
  pointsName1: text().notNull(),
  pointsName2: text().notNull(),
  agreementRequired: boolean().notNull().default(true),
})

/** Countries for phone login (SPEC §5, §9): id 3 is the 11-digit country. */
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  name: text().notNull(),
  name1: text().notNull(),
  name2: text().notNull(),
  areaCode: text().notNull(),
  phoneLength: smallint().notNull(),
  sort: integer().notNull().default(0),
})

/** Records which demo-data version the database holds, so a restart does not re-seed. */
export const seedState = pgTable('seed_state', {
  name: text().primaryKey(),
  version: integer().notNull(),
  seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
