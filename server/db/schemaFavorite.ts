import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { foods } from './schemaMenu'
import { restaurants } from './schemaRestaurant'

/**
 * A member's favourites (issue 38 item 5, src/domain/favourites.ts): a restaurant (foodId null) or
 * a dish (foodId, with the restaurant whose menu it is on). One row per member and target, so a
 * repeated save is one row; a restaurant or dish deleted takes its favourites with it.
 */
export const memberFavorites = pgTable(
  'member_favorites',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    foodId: integer().references(() => foods.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_favorites_target').on(t.memberId, t.restaurantId, t.foodId).nullsNotDistinct(),
    index('member_favorites_member_brand').on(t.memberId, t.brandId, t.createdAt),
  ],
)
