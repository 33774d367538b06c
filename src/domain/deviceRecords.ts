import * as v from 'valibot'
import type { BrandRestaurant } from './contract/brand'
import { INVITE_STATES } from './contract/inviteState'
import type { MemberAddress } from './contract/member'
import type { AtlasRestaurant } from './contract/menu'
import { TableCartChangeSchema } from './contract/tableCart'
import { boundedText } from './inputBounds'
import { ErrorReport, OperationLog } from './logs'
import { CartLineSchema } from './menu/cartLine'
import { graphemes, REMARK_MAX_CHARS, REMARK_MAX_UNITS } from './menu/remark'
import { exactly } from './sameType'

/**
 * Schemas of the records kept in the device's IndexedDB (DESIGN §4 "Local data") that screens read
 * after the first render: addresses, the atlas cache, day-scoped `app_` records and the outbox.
 * src/db checks every record it reads against these (src/db/recordCheck.ts) and src/db/records.ts
 * derives the record types from them. The settings, the session and the saved answers, which the
 * first render reads, are in ./settingValues.ts and ./bootRecords.ts; the carts and saved menus,
 * which the ordering screens read before theirs, in ./orderingRecords.ts.
 */

const whole = v.pipe(v.number(), v.integer())
const positiveId = v.pipe(whole, v.minValue(1))
/** A business day, `YYYY-MM-DD` (./businessDay.ts). */
const BusinessDayText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

// ---------------------------------------------------------------- addresses

/** SPEC §3 "Address" as member/getMemberAddress answers it. */
const MemberAddressSchema = exactly<MemberAddress>()(
  v.object({
    id: positiveId,
    memberId: positiveId,
    receiver: v.string(),
    phone: v.string(),
    currentAddress: v.string(),
    address: v.string(),
    floor: v.string(),
    unit: v.string(),
    dimensionMap: v.string(),
    isdefault: v.picklist([0, 1]),
    sex: v.picklist([0, 1, 2]),
    type: v.literal(2),
  }),
)

/** One address of the member's offline copy (src/db/addresses.ts). */
export const AddressRecordSchema = v.pipe(
  v.object({ id: positiveId, memberId: positiveId, value: MemberAddressSchema, updatedAt: v.number() }),
  v.check((record) => record.value.id === record.id, 'the address is stored under its own id'),
)

// ---------------------------------------------------------------- order copies

/**
 * The member an order, wallet or package record's key belongs to (`member:<id>:orders:…`,
 * src/features/orders/orderCalls.ts; `member:<id>:coupons:…`, src/features/couponWallet/walletCalls.ts;
 * `member:<id>:packages:…`, src/features/packages/packageCalls.ts).
 */
export function orderCopyMember(key: string): number | null {
  const match = /^member:(\d+):(?:orders|coupons|packages):/.exec(key)
  return match ? Number(match[1]) : null
}

/**
 * An order or a page of the order list as the member last saw it (src/db/orderCopies.ts), under
 * its record key. The value is the order call's answer, checked as an object here (its fields are
 * the API's, as for the saved answers).
 */
export const OrderCopyRecordSchema = v.pipe(
  v.object({
    key: v.string(),
    memberId: positiveId,
    value: v.record(v.string(), v.unknown()),
    savedAt: v.number(),
  }),
  v.check(
    (record) => orderCopyMember(record.key) === record.memberId,
    "the copy is kept under its member's key",
  ),
)

// ---------------------------------------------------------------- atlas cache

const BrandRestaurantSchema = exactly<BrandRestaurant>()(
  v.object({
    id: positiveId,
    brandId: positiveId,
    name: v.string(),
    name1: v.string(),
    name2: v.string(),
    address: v.string(),
    address1: v.string(),
    address2: v.string(),
    phone: v.string(),
    logo: v.string(),
    imageUrl: v.string(),
    openStatus: v.number(),
    shipanyStatus: v.number(),
    mapX: v.nullable(v.string()),
    mapY: v.nullable(v.string()),
    ziquService: v.picklist([0, 1]),
    menuService: v.picklist([0, 1]),
    businessHours: v.string(),
    menuTypes: v.array(whole),
    keywords: v.string(),
  }),
)

/** A restaurant of the atlas list (src/domain/contract/menu.ts AtlasRestaurant). */
const AtlasRestaurantSchema = exactly<AtlasRestaurant>()(
  v.object({
    ...BrandRestaurantSchema.entries,
    openState: v.picklist(['open', 'busy', 'closed', 'unavailable']),
    closed: v.boolean(),
    // Absent from lists kept before the hours counted (issue 36 item 15).
    opensAt: v.optional(v.nullable(v.string()), null),
    distance: v.nullable(v.number()),
  }),
)

/** Atlas answers cached per request and per business day (SPEC §7); `day` is a businessDay(). */
export const AtlasCacheRecordSchema = v.object({
  key: v.string(),
  brandId: positiveId,
  day: BusinessDayText,
  data: v.array(AtlasRestaurantSchema),
  savedAt: v.number(),
})

// ---------------------------------------------------------------- day-scoped records

/** An order remark (src/features/cart/remarkStore.ts): at most 50 characters (SPEC §5). */
const RemarkText = v.pipe(
  boundedText(REMARK_MAX_UNITS),
  v.check((text) => graphemes(text).length <= REMARK_MAX_CHARS, 'a remark holds at most 50 characters'),
)

/** A day-scoped record of one kind: its key is `app_<kind>:<id>`. */
function dayRecordOf<const Kind extends string, Value extends v.GenericSchema>(kind: Kind, value: Value) {
  return v.object({
    key: v.custom<`app_${Kind}:${string}`>(
      (key) => typeof key === 'string' && key.startsWith(`app_${kind}:`),
      `a key starting app_${kind}:`,
    ),
    businessDay: BusinessDayText,
    value,
    /** Kept by the 05:00 sweep. */
    keep: v.optional(v.boolean()),
  })
}

/**
 * A table's shared cart as this phone knows it (src/features/table/tableCartStore.ts): the phone's
 * key and name at the table, the cart as the server last answered it, the changes the server has
 * not confirmed yet, and the round being sent until the server confirms it. Today's only: a table's
 * cart is a meal's.
 */
const TableCartKept = v.object({
  guestKey: boundedText(64),
  guestName: boundedText(80),
  view: v.nullable(
    v.object({
      version: v.number(),
      generation: boundedText(64),
      lines: v.array(v.object({ lineId: boundedText(64), line: CartLineSchema, guestNo: v.number() })),
      guests: v.array(v.object({ guestNo: v.number(), name: boundedText(80) })),
      you: v.nullable(v.number()),
      sent: v.nullable(v.object({ generation: boundedText(64), orderId: v.number() })),
      /** A group order's state (src/domain/contract/invite.ts); a table's cart has none. */
      state: v.optional(v.picklist(INVITE_STATES)),
    }),
  ),
  pending: v.array(TableCartChangeSchema),
  sending: v.nullable(
    v.object({
      generation: boundedText(64),
      version: v.number(),
      expectedPrice: boundedText(32),
      businessDay: boundedText(10),
      remark: boundedText(REMARK_MAX_UNITS),
      sessionId: v.optional(v.number()),
    }),
  ),
  /** Why the last change or send was refused, as the server worded it, until the diner has read it. */
  refusal: v.optional(
    v.nullable(
      v.object({ code: boundedText(64), message: boundedText(500), price: v.optional(boundedText(32)) }),
    ),
  ),
})
export type TableCartKeptValue = v.InferOutput<typeof TableCartKept>

/** Each kind of day-scoped record by its key's kind (`app_<kind>:<id>`). */
const DAY_RECORDS = {
  remark: dayRecordOf('remark', RemarkText),
  tableCart: dayRecordOf('tableCart', TableCartKept),
  /** A group order's cart as a friend's or the host's phone keeps it: the same shape as a table's. */
  inviteCart: dayRecordOf('inviteCart', TableCartKept),
} as const
type DayRecord = v.InferOutput<(typeof DAY_RECORDS)[keyof typeof DAY_RECORDS]>

/**
 * Day-scoped `app_` records (SPEC §3), removed by the 05:00 sweep unless `keep`. A record is
 * checked against the schema of the kind its key names, so a failure names the field at fault; a
 * key of no kind fails the first kind's key check.
 */
export const AppRecordSchema: v.GenericSchema<unknown, DayRecord> = v.lazy((input) => {
  const key = typeof input === 'object' && input !== null ? (input as { key?: unknown }).key : undefined
  const kind = typeof key === 'string' ? /^app_([A-Za-z]+):/.exec(key)?.[1] : undefined
  const schema =
    kind !== undefined && Object.hasOwn(DAY_RECORDS, kind)
      ? DAY_RECORDS[kind as keyof typeof DAY_RECORDS]
      : DAY_RECORDS.remark
  return schema as v.GenericSchema<unknown, DayRecord>
})

export type AppRecord = v.InferOutput<typeof AppRecordSchema>
/** The kinds of day-scoped record. */
export type DayKind = AppRecord['key'] extends `app_${infer Kind}:${string}` ? Kind : never
/** Each kind's value, by kind. */
type DayValues = {
  [Record in AppRecord as Record['key'] extends `app_${infer Kind}:${string}` ? Kind : never]: Record['value']
}
export type DayValue<Kind extends DayKind> = DayValues[Kind]

function isDayRecordOf<Kind extends DayKind>(
  record: AppRecord,
  kind: Kind,
): record is Extract<AppRecord, { key: `app_${Kind}:${string}` }> {
  return record.key.startsWith(`app_${kind}:`)
}

/** The value of `record` when it is of `kind`, else undefined. */
export function dayValue<Kind extends DayKind>(
  record: AppRecord | undefined,
  kind: Kind,
): DayValue<Kind> | undefined {
  if (!record || !isDayRecordOf(record, kind)) return undefined
  // The guard narrows to the kind's record; TypeScript cannot follow a generic kind into its value.
  return record.value as DayValue<Kind>
}

/** The record keeping `value`; throws when the value breaks its kind's rules (a bug). */
export function appRecord<Kind extends DayKind>(
  kind: Kind,
  id: string,
  value: DayValue<Kind>,
  businessDay: string,
  keep: boolean,
): AppRecord {
  return v.parse(AppRecordSchema, { key: `app_${kind}:${id}`, businessDay, value, ...(keep ? { keep } : {}) })
}

// ---------------------------------------------------------------- outbox

const outboxFields = {
  /** The server's dedup key, also the payload's `id`. */
  id: v.string(),
  createdAt: v.number(),
  attempts: v.pipe(whole, v.minValue(0)),
  /** Epoch ms before which it is not retried (back-off). */
  nextAttemptAt: v.number(),
  lastError: v.optional(v.string()),
}

/** Records waiting to reach the server (src/db/outbox.ts), each checked with the server's own schema. */
export const OutboxRecordSchema = v.pipe(
  v.variant('kind', [
    v.object({ ...outboxFields, kind: v.literal('operationLog'), payload: OperationLog }),
    v.object({ ...outboxFields, kind: v.literal('errorReport'), payload: ErrorReport }),
  ]),
  v.check((record) => record.payload.id === record.id, 'the payload carries the record id'),
)
