import { BUSINESS_DAY_START_HOUR, businessDay, DISPLAY_UTC_OFFSET_MINUTES } from '../domain/businessDay'
import { db } from './database'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Offline copies of shell answers older than this are dropped by the sweep. */
const API_CACHE_MAX_AGE_MS = 30 * DAY_MS

export type SweepResult = { appData: number; carts: number; atlasCache: number; apiCache: number }

/** Epoch ms of the next 05:00 UTC+8 after `now` (the next business-day rollover). */
export function nextBusinessDayStart(now: number): number {
  const offsetMs = DISPLAY_UTC_OFFSET_MINUTES * 60 * 1000
  const startOffsetMs = BUSINESS_DAY_START_HOUR * HOUR_MS
  // Shift so that business days begin at multiples of 24 h, round up, shift back.
  const shifted = now + offsetMs - startOffsetMs
  return (Math.floor(shifted / DAY_MS) + 1) * DAY_MS - offsetMs + startOffsetMs
}

/**
 * Removes what belongs to an earlier business day (SPEC §3): `app_` records not marked keep
 * (login and settings are kept), carts and atlas-cache entries; also very old offline copies.
 */
export async function sweepBusinessDay(now: number): Promise<SweepResult> {
  const today = businessDay(now)
  return db.transaction('rw', [db.appData, db.carts, db.atlasCache, db.apiCache], async () => {
    const appData = await db.appData
      .where('businessDay')
      .notEqual(today)
      // Only a sound `keep: true` keeps an old record; anything else stored there goes.
      .filter((record) => record.keep !== true)
      .delete()
    const carts = await db.carts.where('businessDay').notEqual(today).delete()
    const atlasCache = await db.atlasCache.where('day').notEqual(today).delete()
    const apiCache = await db.apiCache
      .where('savedAt')
      .below(now - API_CACHE_MAX_AGE_MS)
      .delete()
    return { appData, carts, atlasCache, apiCache }
  })
}

function sweepNow(): void {
  sweepBusinessDay(Date.now()).catch((error: unknown) => console.error('Business-day sweep failed', error))
}

/**
 * Sweeps now, at every following 05:00 UTC+8 and whenever the page becomes visible again
 * (timers do not fire while a phone sleeps). Returns a function that stops it.
 */
export function startBusinessDaySweep(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    const now = Date.now()
    timer = setTimeout(() => {
      sweepNow()
      schedule()
    }, nextBusinessDayStart(now) - now)
  }
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return
    sweepNow()
    clearTimeout(timer)
    schedule()
  }
  sweepNow()
  schedule()
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility)
  return () => {
    clearTimeout(timer)
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility)
  }
}
