import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { menus } from './schemaRestaurant'

/**
 * Counter codes (issue 37 item 5, src/domain/counter/counterCode.ts): the QR codes a restaurant prints
 * for its counter, one of each kind per pick-up menu. `kind` is `takeOut` or `selfService` (the
 * code's prefix says it too). Rotating a code replaces it: the old printed code stops working.
 */
export const counterCodes = pgTable(
  'counter_codes',
  {
    id: serial().primaryKey(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    code: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('counter_codes_menu_kind').on(t.menuId, t.kind)],
)
