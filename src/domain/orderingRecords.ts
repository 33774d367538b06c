import * as v from 'valibot'
import { CartLineSchema } from './menu/cartLine'
import { shopMenuSchema } from './menuSchema'

/**
 * Schemas of the device records the ordering screens read before their first render (DESIGN §4
 * "Local data"): carts and saved menus, checked when peeked (src/db/carts.ts, src/db/menuCache.ts).
 * Apart from ./deviceRecords.ts so that the menu's first load carries only these.
 */

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1))
/** A business day, `YYYY-MM-DD` (./businessDay.ts). */
const BusinessDayText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

// ---------------------------------------------------------------- carts

/** A cart per restaurant + order type (or QR) + business day (SPEC §3); the key is src/db/recordKeys.ts cartKey. */
export const CartRecordSchema = v.object({
  key: v.string(),
  restaurantId: positiveId,
  /** `menu:<menuType>` or `qr:<code>`. */
  scope: v.string(),
  businessDay: BusinessDayText,
  lines: v.array(CartLineSchema),
  updatedAt: v.number(),
})

const CartWithAnyLines = v.object({ ...CartRecordSchema.entries, lines: v.array(v.unknown()) })

/**
 * The safe repair of a cart record that fails its schema: when all but some lines are sound, the
 * cart without the lines that are not (they could not be shown nor ordered); null when the record
 * itself is unsound or no line is left.
 */
export function repairCartRecord(stored: unknown): v.InferOutput<typeof CartRecordSchema> | null {
  const record = v.safeParse(CartWithAnyLines, stored)
  if (!record.success) return null
  const lines = record.output.lines.flatMap((line) => {
    const checked = v.safeParse(CartLineSchema, line)
    return checked.success ? [checked.output] : []
  })
  return lines.length > 0 ? { ...record.output, lines } : null
}

// ---------------------------------------------------------------- menus

/** A saved menu is a full shopMenuNew answer: never the head-only `unchanged` one. */
export const SavedMenuSchema = v.pipe(
  shopMenuSchema,
  v.check((menu) => !menu.unchanged, 'a saved menu is a full menu'),
)

/** The last shopMenuNew answer per request body (src/db/menuCache.ts); the key is menuCacheKey. */
export const MenuCacheRecordSchema = v.object({
  key: v.string(),
  restaurantId: positiveId,
  data: SavedMenuSchema,
  savedAt: v.number(),
})
