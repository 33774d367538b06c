/**
 * Which table a scanned QR code or a typed text names (issue 37): the in-app scanner navigates to
 * the table's /scanCode link only for what these recognise, and says "not a table code" otherwise.
 */
import { readArg } from '../args'
import { MENU_TYPE } from '../menu/types'
import { menuArg } from '../menuRouteArgs'
import { scanCodeArg } from './scanCode'
import { TABLE_CODE_PATTERN } from './tableSession'

/** The app's base path (DESIGN §4 "URL space"). */
const APP_BASE = '/shop'

/** `/shop/<route>` or `/shop/<route>/<arg>`, a trailing slash allowed. */
function routeArgOf(url: URL, route: string): { path: string | undefined } | null {
  const prefix = `${APP_BASE}/${route}`
  const rest = url.pathname.replace(/\/$/, '')
  if (rest === prefix) return { path: undefined }
  if (!rest.startsWith(`${prefix}/`)) return null
  const segment = rest.slice(prefix.length + 1)
  return segment.includes('/') ? null : { path: segment }
}

function parsedLink(text: string): URL | null {
  try {
    return new URL(text.trim())
  } catch {
    return null
  }
}

/**
 * The table code of a link to this app (same origin as `appOrigin`): its `/shop/scanCode/<arg>`
 * (what a table's QR code carries, and a take-out QR at the counter), a self-service code's
 * `/shop/autoCode/<arg>` (src/domain/counter/counterCode.ts), or the older printed link, the scan menu `/shop/index/<arg>`
 * with menu type 4 and a code. Null for anything else: another site, another page, a bare text.
 */
export function tableCodeOfLink(text: string, appOrigin: string): string | null {
  const url = parsedLink(text)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== appOrigin) return null
  const query = url.searchParams.get('arg')
  const scan = routeArgOf(url, 'scanCode') ?? routeArgOf(url, 'autoCode')
  if (scan) {
    const outcome = scanCodeArg(readArg(scan.path, query))
    return outcome.kind === 'ok' ? outcome.arg.qrCode : null
  }
  const menu = routeArgOf(url, 'index')
  if (!menu) return null
  const outcome = menuArg(readArg(menu.path, query))
  if (outcome.kind !== 'ok' || outcome.arg.menuType !== MENU_TYPE.scan) return null
  return outcome.arg.qrCode ?? null
}

/** This server's table codes: 128 random bits as 32 hex digits (server/services/order/tableCodes.ts). */
const HEX_CODE = /^[0-9a-f]{32}$/i

/**
 * The table code a diner typed: the code as printed under the QR (spaces and dashes between its
 * groups dropped, any case: this server's codes are lower-case hex), another backend's code as it
 * is (spaces dropped), or a pasted link (as tableCodeOfLink). Null when it can be none of these.
 */
export function tableCodeOfTyped(text: string, appOrigin: string): string | null {
  const trimmed = text.trim()
  if (/^https?:\/\//i.test(trimmed)) return tableCodeOfLink(trimmed, appOrigin)
  const compact = trimmed.replace(/[\s-]+/g, '')
  if (HEX_CODE.test(compact)) return compact.toLowerCase()
  const spaceless = trimmed.replace(/\s+/g, '')
  return TABLE_CODE_PATTERN.test(spaceless) ? spaceless : null
}
