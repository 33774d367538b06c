import * as v from 'valibot'
import type { ArgResult } from './args'

/** Whole non-negative number written in decimal, as ids travel in args. */
export const IdText = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))

/** An optional arg part where empty counts as absent (`undefined`). */
export function emptyAsAbsent<TSchema extends v.GenericSchema<string | number, unknown>>(schema: TSchema) {
  return v.optional(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => undefined),
      ),
      schema,
    ]),
  )
}
const OptionalIdText = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => 0),
    ),
    IdText,
  ]),
  '0',
)
/** Third element of every arg (SPEC §2): whether the user came from the index page. */
const FromIndexText = v.optional(
  v.pipe(
    v.picklist(['', '0', '1', 'true', 'false']),
    v.transform((flag) => flag === '1' || flag === 'true'),
  ),
  '0',
)

/** Common prefix `[brandId, restaurantId, fromIndex, …]` of DESIGN.md §4. */
export const CommonArg = v.object({ brandId: IdText, restaurantId: OptionalIdText, fromIndex: FromIndexText })
export type CommonArg = v.InferOutput<typeof CommonArg>

/** The common prefix with a restaurant required (shop pages and ordering need one). */
export const RestaurantPrefix = { ...CommonArg.entries, restaurantId: v.pipe(IdText, v.minValue(1)) }

function tupleToObject(values: string[], names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name, i) => [name, values[i]]))
}

export type RouteArgOutcome<T> = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; arg: T }

/**
 * Builds a route's arg decoder from its field names (in arg order) and a valibot object schema.
 * A well-formed base64 arg whose fields do not fit the schema is `invalid` (error page).
 */
export function routeArg<TSchema extends v.GenericSchema<Record<string, unknown>>>(
  names: readonly string[],
  schema: TSchema,
) {
  return (result: ArgResult): RouteArgOutcome<v.InferOutput<TSchema>> => {
    if (result.kind !== 'ok') return result.kind === 'missing' ? { kind: 'missing' } : { kind: 'invalid' }
    const parsed = v.safeParse(schema, tupleToObject(result.values, names))
    return parsed.success ? { kind: 'ok', arg: parsed.output } : { kind: 'invalid' }
  }
}

/** /brand/index/:arg? — `[brandId, restaurantId, fromIndex]`. */
export const brandHomeArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/** Resource types of member-web/system/getResourceInfo used by the shell (SPEC §7). */
export const RESOURCE_TYPE = { brand: 2, privacy: 17, terms: 18 } as const

/** /resource/:arg? — `[brandId, restaurantId, fromIndex, resourceType, resourceId?]`. */
export const resourceArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'resourceType', 'resourceId'],
  v.object({
    ...CommonArg.entries,
    resourceType: IdText,
    resourceId: v.optional(IdText),
  }),
)
