import { MAX_URL_CHARS } from '../../../server/http/middleware'
import { type FuzzRequest, withQuery } from './request'
import type { Ids, Route, RouteSpec } from './routes'

/**
 * Maximal bodies (issue 34): a route's valid parameters with one field at a time made as large as
 * the request may be (a body of 1 MB, a request target of 8 KB), as text of a shape that costs
 * per-character work (graphemes of thousands of combining marks, emoji sequences, tags, digits,
 * white space) or as an array of copies of its first element. Whatever reads the field must bound
 * it by length before it loops, segments, matches or parses: the answer comes at once.
 */

/** Largest body the API reads (server/http/middleware.ts), less room for the headers' sake of nothing. */
const MAX_BODY_BYTES = 1024 * 1024 - 64

/** The texts a maximal string is made of, repeated. */
const FILLERS: readonly (readonly [string, string])[] = [
  ['combining marks', `e${'\u0301'.repeat(3_000)}`],
  ['mixed text', 'a é <b>1.5 😀👨‍👩‍👧 \t&amp;'],
]

/** Optional parameters the routes' valid parameters leave out, made maximal as well. */
const OPTIONAL_PARAMS: Record<string, Record<string, unknown>> = {
  'POST /api/order/addOrder2': {
    timeSlot: { type: 1, time: '2026-03-02T12:00:00+08:00' },
    businessDay: '2026-03-02',
    memberCouponId: 1,
  },
}

type Path = readonly (string | number)[]

/** Every path to a text, number or boolean of `value`, and every path to an array (its first element's inside too). */
function pathsOf(value: unknown, path: Path = []): { leaves: Path[]; arrays: Path[] } {
  const leaves: Path[] = []
  const arrays: Path[] = []
  if (Array.isArray(value)) {
    arrays.push(path)
    if (value.length > 0) {
      const inner = pathsOf(value[0], [...path, 0])
      leaves.push(...inner.leaves)
      arrays.push(...inner.arrays)
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const inner = pathsOf(entry, [...path, key])
      leaves.push(...inner.leaves)
      arrays.push(...inner.arrays)
    }
  } else if (path.length > 0) leaves.push(path)
  return { leaves, arrays }
}

/** A copy of `value` with `replacement` at `path`. */
function withAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withAt(item, rest, replacement) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head!]: withAt(record[head!], rest, replacement) }
}

/** The longest repetition of `unit` (cut at a code point) whose cost is at most `room`. */
function fill(unit: string, cost: (text: string) => number, room: number): string {
  const whole = Math.max(0, Math.floor(room / cost(unit)))
  let text = unit.repeat(whole)
  let left = room - cost(unit) * whole
  for (const char of unit) {
    const charCost = cost(char)
    if (charCost > left) break
    text += char
    left -= charCost
  }
  return text
}

/** `count` copies of `element` as the array's value. */
const copies = (element: unknown, count: number) => Array.from({ length: count }, () => element)

const jsonCost = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2

/** Maximal requests of one route, each with one field (or the record batch) at its largest. */
export function* maximalCases(route: Route, spec: RouteSpec | null, ids: Ids): Generator<FuzzRequest> {
  if (!spec) return
  const valid = { ...spec.params(ids), ...OPTIONAL_PARAMS[`${route.method} ${route.path}`] }
  const isGet = route.method === 'GET'
  const request = (label: string, params: unknown): FuzzRequest => ({
    kind: 'maximal',
    label,
    method: route.method,
    target: isGet ? withQuery(route.path, Object.entries(params as object)) : route.path,
    headers: isGet ? {} : { 'Content-Type': 'application/json' },
    body: isGet ? undefined : JSON.stringify(params),
    auth: spec.auth !== undefined,
  })
  const sizeOf = (params: unknown) =>
    isGet ? request('', params).target.length : Buffer.byteLength(JSON.stringify(params))
  const limit = isGet ? MAX_URL_CHARS : MAX_BODY_BYTES
  const { leaves, arrays } = pathsOf(valid)
  const name = (path: Path) => path.join('.')

  for (const path of leaves) {
    const room = limit - sizeOf(withAt(valid, path, ''))
    // A query value is percent-encoded; a top-level one only (nested values travel as JSON there).
    const cost = isGet ? (text: string) => encodeURIComponent(text).length : jsonCost
    if (isGet && path.length > 1) continue
    for (const [label, unit] of FILLERS)
      yield request(`${name(path)}: ${label}`, withAt(valid, path, fill(unit, cost, room)))
  }
  if (isGet) return
  for (const path of arrays) {
    const list = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], valid)
    const element = (list as unknown[])[0] ?? 0
    const each = Buffer.byteLength(JSON.stringify(element)) + 1
    const count = Math.floor((limit - sizeOf(withAt(valid, path, []))) / each)
    yield request(`${name(path)}: ${count} copies`, withAt(valid, path, copies(element, count)))
  }
  if (spec.records) {
    const each = Buffer.byteLength(JSON.stringify(valid)) + 1
    const count = Math.floor((limit - 2) / each)
    yield { ...request(`batch of ${count} records`, valid), body: JSON.stringify(copies(valid, count)) }
  }
}
