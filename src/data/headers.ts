import { i18n as activeI18n, type I18n } from '@lingui/core'
import { deviceMirror, type Mirror } from '../db/mirror'
import { openDb } from '../db/open'
import { readSession, readSetting } from '../db/storedState'
import { APP_TYPE, deviceInfoHeader } from '../domain/device'
import { FALLBACK_LOCALE, isLocale } from '../domain/locale'
import { browserLocale } from '../i18n/browserLocale'
import { APP_VERSION, currentUserAgent } from '../pwa/clientInfo'

/**
 * DESIGN §4's headers, read from an app context's device state. src/api does not read them itself:
 * its client is handed this (createApiClient's `headers`), as are the senders of src/sync.
 */

/** Where the headers come from: the app context's mirror and language (the device's by default). */
export type HeaderSources = { mirror: Mirror; i18n: I18n }

const DEVICE: HeaderSources = { mirror: deviceMirror, i18n: activeI18n }

/**
 * The active Lingui locale; before it is activated (a first visit's first calls run beside the
 * catalog's loading) or in the service worker, the stored choice, else the browser's languages, as
 * the app picks its language (SPEC §1), so that a first visit's answers come in the diner's language.
 */
async function currentLocale({ mirror, i18n }: HeaderSources): Promise<string> {
  if (isLocale(i18n.locale)) return i18n.locale
  const stored = (await mirror.ready())
    ? mirror.setting('locale')
    : await readSetting(await openDb(), 'locale')
  return isLocale(stored) ? stored : browserLocale()
}

/**
 * In the page the mirror holds it (set at start); in the service worker the database does (its
 * code imported on demand: it waits on Dexie's own chunk anyway). A mirror not on a device (a
 * server render's) has none unless its page set one.
 */
async function currentDeviceToken({ mirror }: HeaderSources): Promise<string | null> {
  await mirror.ready()
  const mirrored = mirror.setting('deviceToken')
  if (typeof mirrored === 'string' && mirrored !== '') return mirrored
  if (!mirror.onDevice) return null
  const { ensureDeviceToken } = await import('../db/device')
  return ensureDeviceToken()
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
export async function buildApiHeaders(sources: HeaderSources = DEVICE): Promise<Record<string, string>> {
  const { mirror } = sources
  const [deviceToken, session, locale] = await Promise.all([
    orNull(() => currentDeviceToken(sources)),
    orNull(async () => ((await mirror.ready()) ? mirror.session() : readSession(await openDb()))),
    orNull(() => currentLocale(sources)),
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
