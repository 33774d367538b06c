import type { Quota, RateStore } from './rateStore'

/**
 * Guesses (an SMS code, a promo code) are bounded by counters that are decided on in one atomic
 * step each. A guess is looked up first without telling or changing anything; then a guess that
 * counts (a wrong code) is added to its counters with RateStore.take, refused when one is full,
 * and a guess that does not count (a right code, a code that exists) is refused when one is full
 * already. Only then is the outcome acted on and told. Reading the counters, acting, then counting
 * would let a burst of concurrent guesses through before any of them is counted; counting every
 * attempt first would refuse an honest double tap with the right code.
 */

/** Admits a looked-up guess within `quotas` (counted when `counts`): null, or the quota that refuses it. */
export async function admitGuess(
  rates: RateStore,
  quotas: readonly Quota[],
  now: Date,
  counts: boolean,
): Promise<Quota | null> {
  if (counts) return rates.take(quotas, now)
  const used = await Promise.all(quotas.map((quota) => rates.get(quota.key, now)))
  return quotas.find((quota, index) => used[index]! >= quota.limit) ?? null
}
