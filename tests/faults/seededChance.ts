import { createHash } from 'node:crypto'

/**
 * Seeded chance without a shared generator: each draw is a hash of the seed and the draw's name
 * (e.g. `phone3/submission17/attempt2/request-loss`), so what happens to one request does not
 * depend on the order in which parallel phones reach the proxy, and a seed replays a run exactly.
 */

const digestOf = (seed: string | number, name: (string | number)[]) =>
  createHash('sha256')
    .update(`${seed}/${name.join('/')}`)
    .digest()

/** A number in [0, 1) fixed by the seed and the draw's name. */
export function seededChance(seed: string | number, ...name: (string | number)[]): number {
  // 48 bits: exact in a double, far finer than any chance a test sets.
  return digestOf(seed, name).readUIntBE(0, 6) / 2 ** 48
}

/** 32 hex digits fixed like seededChance: an id a phone makes (a cart line's, a guest's key). */
export function seededId(seed: string | number, ...name: (string | number)[]): string {
  return digestOf(seed, [...name, 'id'])
    .toString('hex')
    .slice(0, 32)
}

/** A whole number in [min, max], fixed like seededChance. */
export function seededInt(min: number, max: number, seed: string | number, ...name: (string | number)[]) {
  return min + Math.floor(seededChance(seed, ...name) * (max - min + 1))
}
