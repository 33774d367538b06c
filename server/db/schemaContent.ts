import { integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'

/** Brand content: resource pages, carousel slides and the bottom tab bar. */

/** SPEC §7 resource types: 2 brand, 6 delivery, 17 privacy, 18 terms (others come later). */
export const resources = pgTable(
  'resources',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    code: text().notNull(),
    resourceName: text().notNull(),
    resourceName1: text().notNull(),
    resourceName2: text().notNull(),
    /** Sanitised HTML authored by the brand. */
    content: text().notNull(),
    content1: text().notNull(),
    content2: text().notNull(),
    imageUrl: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('resources_brand_type_code').on(t.brandId, t.type, t.code)],
)

export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    imageUrl: text().notNull(),
    title: text().notNull(),
    title1: text().notNull(),
    title2: text().notNull(),
    /** In-app path under /shop, an absolute URL, or empty. */
    linkUrl: text().notNull().default(''),
    sort: integer().notNull().default(0),
    show: smallint().notNull().default(1),
  },
  (t) => [unique('carousel_slides_brand_code').on(t.brandId, t.code)],
)

export const bottomFunctions = pgTable(
  'bottom_functions',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** home, ordering, order or account. */
    functionKey: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    sort: integer().notNull().default(0),
    show: smallint().notNull().default(1),
  },
  (t) => [unique('bottom_functions_brand_key').on(t.brandId, t.functionKey)],
)
