import type { ParsedLocation } from '@tanstack/react-router'
import { isWideScreen } from '../../ui/desktopBrowser'

/**
 * The screens with a phone and a desktop form (SPEC §6): /index, /addressList, /deliveryOrder,
 * /orderDetail, /pay and /inviteCode, and the same names behind /pc (/pcIndex, …).
 */
const TWO_FORMS =
  /^\/(pc)?([iI]ndex|[aA]ddressList|[dD]eliveryOrder|[oO]rderDetail|[pP]ay|[iI]nviteCode)(?=\/|$)/

/**
 * Where a screen with two forms should go instead, as a path and query under the app's base, or
 * null when it is the form that fits: on a wide screen the desktop form (the brand home without a
 * restaurant: the root desktop page), on a narrower one the phone form. Null where there is no
 * screen to measure (a server render), and on a wide screen asked for the full-width phone layout
 * with ?a=0 (SPEC §2). Read by the root route's beforeLoad, for every navigation.
 */
export function otherScreenForm({ pathname, searchStr }: Pick<ParsedLocation, 'pathname' | 'searchStr'>) {
  if (typeof window === 'undefined') return null
  const wide = isWideScreen()
  const query = new URLSearchParams(searchStr)
  if (wide && query.get('a') === '0') return null
  const form = TWO_FORMS.exec(pathname)
  if (form) {
    const [whole, desktop, name = ''] = form
    if (wide === Boolean(desktop)) return null
    const rest = pathname.slice(whole.length) + searchStr
    return wide
      ? `/pc${name[0]!.toUpperCase()}${name.slice(1)}${rest}`
      : `/${name[0]!.toLowerCase()}${name.slice(1)}${rest}`
  }
  if (!wide || !/^\/brand\/index\/?$/.test(pathname) || query.has('arg')) return null
  const alias = query.get('alias')
  return alias ? `/?alias=${encodeURIComponent(alias)}` : '/'
}
