import { createHash } from 'node:crypto'

/**
 * Seeded chance without a shared generator: each draw is a hash of the seed and the draw's name
 * (e.g. `phone3/submission17/attempt2/request-loss`), so what happens to one request does not
 * depend on the order in which parallel phones reach the proxy, and a seed replays a run exactly.
 */

/** A number in [0, 1) fixed by the seed and the draw's name. */
export function seededChance(seed: string | number, ...name: (string | number)[]): number {
  const digest = createHash('sha256')
    .update(`${seed}/${name.join('/')}`)
    .digest()
  // 48 bits: exact in a double, far finer than any chance a test sets.
  return digest.readUIntBE(0, 6) / 2 ** 48
}

/** A whole number in [min, max], fixed like seededChance. */
export function seededInt(min: number, max: number, seed: string | number, ...name: (string | number)[]) {
  return min + Math.floor(seededChance(seed, ...name) * (max - min + 1))
}
