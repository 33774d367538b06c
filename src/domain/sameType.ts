import type * as v from 'valibot'

/**
 * A compile-time check that a valibot schema and a hand-written type agree, for the types kept
 * by hand elsewhere (the API shapes of ./contract/brand.ts, ./contract/member.ts, ./envelope.ts). An object
 * schema drops the fields it does not name, so a field missing from the schema would silently
 * vanish from every record read through it: the check fails to compile instead.
 */

/** The type with its intersections flattened, nested objects and arrays included. */
type Flat<T> = T extends readonly (infer Item)[]
  ? Flat<Item>[]
  : T extends object
    ? { [Key in keyof T]: Flat<T[Key]> }
    : T

/** True when A and B have the same fields, optional marks and types, at every depth. */
export type Same<A, B> =
  (<X>() => X extends Flat<A> ? 1 : 2) extends <X>() => X extends Flat<B> ? 1 : 2 ? true : false

/**
 * The schema, unchanged, once the compiler has checked that its output is exactly `T`:
 * `exactly<Brand>()(v.object({…}))`. Not for recursive types (write those by hand beside the schema).
 */
/* @__NO_SIDE_EFFECTS__ */
export function exactly<T>() {
  return <S extends v.GenericSchema>(
    schema: S & (Same<v.InferOutput<S>, T> extends true ? unknown : { outputDiffersFrom: T }),
  ): S => schema
}
