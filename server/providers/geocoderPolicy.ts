import { LRUCache } from 'lru-cache'
import type { Logger } from 'pino'
import type { GeocodeSuggestion } from '../../src/domain/contract/geocode'
import type { Locale } from '../../src/domain/locale'
import type { GeocodingProvider } from './geocoder'
import type { RateStore } from './rateStore'

/**
 * The geocoder as the app asks it, within Nominatim's usage policy: every answer is kept a while (the
 * same lookup never reaches the provider twice), the provider gets one request at a time spaced
 * `intervalMs` apart across all instances (a turn booked in the rate store, first come first
 * served), and a request whose turn would be more than `maxWaitMs` away is refused with
 * GeocoderBusy instead of queueing on. A provider that fails gives no address or no suggestions,
 * kept for no one, so the PWA falls back to its "pinned location" text.
 */
export type Geocoder = {
  /** The street address at a point, null when none; throws GeocoderBusy. */
  reverse(lat: number, lng: number, locale: Locale): Promise<string | null>
  /** Suggestions for typed text, [] when none; throws GeocoderBusy. */
  search(text: string, locale: Locale): Promise<GeocodeSuggestion[]>
}

export type GeocoderPolicy = {
  /** Least time between two requests to the provider, whole application (0: not spaced). */
  intervalMs: number
  /** Longest wait for a turn before a request is refused. */
  maxWaitMs: number
  /** Answers kept of each kind (reverse, search); the least recently used leave first. */
  cacheEntries: number
  /** How long an answer is kept. */
  cacheTtlMs: number
  /** The clock answers are kept by (ms); the turns always use the real one, since they wait. */
  now: () => number
}

/** Nominatim's public instance allows one request a second for the whole application. */
const GEOCODER_INTERVAL_MS = 1_000
/** A lookup waits at most this for its turn: two or three requests queued at the default interval. */
const GEOCODER_MAX_WAIT_MS = 2_000
/** Some 5,000 answers of each kind take a few MB; a day is short for addresses to change. */
const CACHE_ENTRIES = 5_000
const CACHE_TTL_MS = 24 * 60 * 60_000
/** A point rounded to 5 decimals (about a metre) is the same lookup. */
const POINT_DECIMALS = 5
/** The rate-store key of the provider's turns. */
const TURN_KEY = 'geocoder:turn'

/** The provider could not be asked in time: too many lookups are queued already. */
export class GeocoderBusy extends Error {
  constructor() {
    super('geocoder busy: no turn within the longest wait')
  }
}

/** Kept answers of one kind, and the lookups under way (asked once however many wait for them). */
class Lookups<V> {
  /**
   * Each answer with when it expires, checked here on the policy's clock: lru-cache's own ttl would
   * keep an answer through its last millisecond and take a clock reading of 0 for no start.
   */
  readonly #cache: LRUCache<string, { value: V; until: number }>
  readonly #pending = new Map<string, Promise<V>>()

  constructor(private readonly policy: GeocoderPolicy) {
    this.#cache = new LRUCache({ max: policy.cacheEntries })
  }

  /** The kept answer (which may be null) in a box, or undefined. */
  #kept(key: string): { value: V } | undefined {
    const entry = this.#cache.get(key)
    if (entry === undefined || entry.until > this.policy.now()) return entry
    this.#cache.delete(key)
    return undefined
  }

  /** The kept answer, the one under way, or `ask`'s (kept when `keep`). */
  get(key: string, ask: () => Promise<{ value: V; keep: boolean }>): Promise<V> {
    const kept = this.#kept(key)
    if (kept) return Promise.resolve(kept.value)
    const pending = this.#pending.get(key)
    if (pending) return pending
    const asked = ask()
      .then(({ value, keep }) => {
        if (keep) this.#cache.set(key, { value, until: this.policy.now() + this.policy.cacheTtlMs })
        return value
      })
      .finally(() => this.#pending.delete(key))
    this.#pending.set(key, asked)
    return asked
  }
}

const roundDegrees = (degrees: number) => Number(degrees.toFixed(POINT_DECIMALS))
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/** "  Queen’s   Road " and "queen’s road" are one search. */
const searchKey = (text: string) => text.toLowerCase()
const searchText = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim()

export class PoliteGeocoder implements Geocoder {
  readonly #policy: GeocoderPolicy
  readonly #places: Lookups<string | null>
  readonly #searches: Lookups<GeocodeSuggestion[]>
  /** When this process last asked the provider (ms), and the requests waiting their turn after it. */
  #lastSend = 0
  #sends: Promise<void> = Promise.resolve()

  constructor(
    private readonly provider: GeocodingProvider,
    private readonly rates: RateStore,
    private readonly logger: Logger,
    policy: Partial<GeocoderPolicy> = {},
  ) {
    // Each part left out, or undefined, is the default.
    this.#policy = {
      intervalMs: policy.intervalMs ?? GEOCODER_INTERVAL_MS,
      maxWaitMs: policy.maxWaitMs ?? GEOCODER_MAX_WAIT_MS,
      cacheEntries: policy.cacheEntries ?? CACHE_ENTRIES,
      cacheTtlMs: policy.cacheTtlMs ?? CACHE_TTL_MS,
      now: policy.now ?? Date.now,
    }
    this.#places = new Lookups(this.#policy)
    this.#searches = new Lookups(this.#policy)
  }

  reverse(lat: number, lng: number, locale: Locale): Promise<string | null> {
    const roundLat = roundDegrees(lat)
    const roundLng = roundDegrees(lng)
    return this.#places.get(`${locale} ${roundLat},${roundLng}`, () =>
      this.#ask('reverse', null, () => this.provider.reverse(roundLat, roundLng, locale)),
    )
  }

  search(text: string, locale: Locale): Promise<GeocodeSuggestion[]> {
    const query = searchText(text)
    return this.#searches.get(`${locale} ${searchKey(query)}`, () =>
      this.#ask('search', [], () => this.provider.search(query, locale)),
    )
  }

  /** The provider's answer in its turn (kept); `fallback` when it fails (not kept). */
  async #ask<V>(path: string, fallback: V, ask: () => Promise<V>): Promise<{ value: V; keep: boolean }> {
    try {
      await this.#waitForTurn()
      return { value: await ask(), keep: true }
    } catch (error) {
      if (error instanceof GeocoderBusy) throw error
      // An outside service being down is expected, not a bug of ours: its reason, without a stack.
      const reason = error instanceof Error ? error.message : String(error)
      this.logger.warn({ reason, path }, 'geocoder unavailable')
      return { value: fallback, keep: false }
    }
  }

  /**
   * Books the provider's next turn and waits for it; never closer to this process's previous
   * request than the interval either, so a timer that fired late brings no two requests closer.
   */
  async #waitForTurn(): Promise<void> {
    const { intervalMs, maxWaitMs } = this.#policy
    if (intervalMs === 0) return
    const now = Date.now()
    const wait = await this.rates.bookTurn(TURN_KEY, intervalMs, maxWaitMs, new Date(now))
    if (wait === null) throw new GeocoderBusy()
    const turn = this.#sends.then(async () => {
      await sleep(Math.max(now + wait, this.#lastSend + intervalMs) - Date.now())
      this.#lastSend = Date.now()
    })
    this.#sends = turn
    await turn
  }
}
