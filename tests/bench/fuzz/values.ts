/** Malformed values of the fuzz run, and the seeded PRNG that picks among them (runs repeat). */

/** mulberry32: a small seeded PRNG; the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  }
}
export type Random = ReturnType<typeof seededRandom>

/** A sample of `items` in the fast subset, all of them otherwise. */
export function sample<T>(items: readonly T[], count: number, random: Random, lite: boolean): readonly T[] {
  if (!lite || items.length <= count) return items
  const chosen = new Set<number>()
  while (chosen.size < count) chosen.add(random.int(items.length))
  return [...chosen].sort((a, b) => a - b).map((index) => items[index]!)
}

/** Text values (query strings and form fields carry text): [label, value]. */
export const BAD_TEXT: readonly (readonly [string, string])[] = [
  ['empty', ''],
  ['space', ' '],
  ['negative', '-1'],
  ['zero', '0'],
  ['minus-zero', '-0'],
  ['float', '1.5'],
  ['int32+1', '2147483648'],
  ['huge', '99999999999999999999999999'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['hex', '0x10'],
  ['null-text', 'null'],
  ['undefined-text', 'undefined'],
  ['true-text', 'true'],
  ['NUL', '1\u0000'],
  ['controls', '1\u0001\u001f\u007f\u0085'],
  ['lone-surrogate', '\ud800'],
  ['emoji', '😀👨‍👩‍👧'],
  ['rtl', '\u202e1\u200f'],
  ['bom', '\ufeff1'],
  ['arabic-digits', '١٢٣'],
  ['fullwidth-digits', '１２３'],
  ['padded', ' 1 '],
  ['newline', '1\r\n2'],
  ['comma-list', '1,2'],
  ['sql', "1' OR '1'='1; --"],
  ['html', '<script>alert(1)</script>'],
  ['json-text', '{"a":1}'],
  ['array-text', '[1,2]'],
  ['percent-text', '%ZZ%00'],
  ['long-4k', 'x'.repeat(4_096)],
  ['long-digits', '9'.repeat(2_000)],
]

/** Typed JSON values: [label, value]. */
export const BAD_JSON: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['array', [1]],
  ['empty-array', []],
  ['object', { a: 1 }],
  ['empty-object', {}],
  ['nested-array', [[[1]]]],
  ['number-negative', -1],
  ['number-zero', 0],
  ['number-float', 1.5],
  ['number-int32+1', 2_147_483_648],
  ['number-1e308', 1e308],
  ['number-tiny', 5e-324],
  ['number-max-safe', Number.MAX_SAFE_INTEGER],
  ['long-string-100k', 'y'.repeat(100_000)],
]

/** JSON literals JSON.stringify cannot write (the body is built as text): [label, literal]. */
export const RAW_JSON_LITERALS: readonly (readonly [string, string])[] = [
  ['literal-1e309', '1e309'],
  ['literal--1e309', '-1e309'],
  ['literal-minus-zero', '-0'],
  ['literal-2^53+1', '9007199254740993'],
  ['literal-1.0', '1.0'],
  ['literal-1e0', '1e0'],
  ['literal-NaN', 'NaN'],
  ['literal-Infinity', 'Infinity'],
  ['literal-hex', '0x10'],
  ['literal-leading-zero', '01'],
  ['literal-lone-surrogate-escape', '"\\ud800"'],
  ['literal-nul-escape', '"1\\u0000"'],
]

/** Keys that name Object.prototype members (a parameter record must not pick them up). */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
]

/** A JSON text nested `depth` levels deep, of arrays or of objects. */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** Percent-encoding that does not decode (or decodes to something odd), for paths and queries. */
export const BAD_PERCENT = [
  '%',
  '%Z',
  '%ZZ',
  '%00',
  '%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '%uD800',
  '%252e',
  '%2F',
]
