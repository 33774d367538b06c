import { i18n } from '@lingui/core'
import { ensureDeviceToken } from '../db/device'
import { mirroredSession, mirroredSetting, mirrorReady } from '../db/mirror'
import { openDb } from '../db/open'
import { readSession, readSetting } from '../db/storedState'
import { deviceInfoHeader } from '../domain/device'
import { FALLBACK_LOCALE, isLocale } from '../domain/locale'
import { APP_TYPE } from '../domain/logs'

/** The version sent as X-App-Version and in error reports. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** The active Lingui locale; in the service worker (no Lingui activated) the stored choice. */
async function currentLocale(): Promise<string> {
  if (isLocale(i18n.locale)) return i18n.locale
  const stored = (await mirrorReady())
    ? mirroredSetting('locale')
    : await readSetting(await openDb(), 'locale')
  return stored ?? FALLBACK_LOCALE
}

/** In the page the mirror holds it (set at start); in the service worker the database does. */
async function currentDeviceToken(): Promise<string> {
  await mirrorReady()
  const mirrored = mirroredSetting('deviceToken')
  return typeof mirrored === 'string' && mirrored !== '' ? mirrored : ensureDeviceToken()
}

/** Runs a storage read; a broken database must not stop the request (it goes out without it). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch {
    return null
  }
}

/** DESIGN §4 "Headers": the ones every call carries, plus Authorization when logged in. */
export async function buildApiHeaders(): Promise<Record<string, string>> {
  const [deviceToken, session, locale] = await Promise.all([
    orNull(currentDeviceToken),
    orNull(async () => ((await mirrorReady()) ? mirroredSession() : readSession(await openDb()))),
    orNull(currentLocale),
  ])
  const headers: Record<string, string> = {
    'X-App-Type': String(APP_TYPE),
    'X-App-Version': APP_VERSION,
    'X-Device-Info': deviceInfoHeader(currentUserAgent()),
    'X-Locale': locale ?? FALLBACK_LOCALE,
  }
  if (deviceToken) headers['X-Device-Token'] = deviceToken
  if (session?.token) headers.Authorization = `Bearer ${session.token}`
  return headers
}
