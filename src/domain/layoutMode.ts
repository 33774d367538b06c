import { MOBILE_USER_AGENT } from './device'

/**
 * How the frame lays a screen out (`html[data-layout]`): `wide` the desktop screens in their own
 * frame, no tab bar; `roomy` a phone screen given a desktop's width, its own wide arrangement in its
 * CSS under `html[data-layout="roomy"]`, tab bar kept; `narrow` the centred column; `full` a phone.
 */
export type LayoutMode = 'wide' | 'roomy' | 'narrow' | 'full'

/** The device as the layout sees it: a phone or tablet, a desktop browser, or one on a wide screen. */
export type DeviceKind = 'phone' | 'desktop' | 'wideDesktop'

/** Wide enough for the desktop screens (the pc* variants and the root brand page, SPEC §6). */
export const WIDE_SCREEN = '(min-width: 1024px)'
/** With a user agent that is not a phone's or a tablet's, what makes a browser a desktop one. */
export const FINE_POINTER_WIDE = '(pointer: fine) and (min-width: 768px)'

/** Screens without a pc* variant that the desktop menu opens: they stay in its wide frame. */
const WIDE_DISH_SCREENS = /^\/(combo|foodDetail)(\/|$)/

/**
 * Screens without a pc* variant that arrange themselves for a wide screen, each in its own CSS
 * under html[data-layout="roomy"]; the others keep the narrow column.
 */
const ROOMY_SCREENS =
  /^\/(brand\/(account|index)|myOrder|shop2?|(brand\/)?restaurantList|map|restaurantMap|locationMap|logout|accountDetection|addressAdd|code\/whatsapp|printing|printingDetail|collectCoupons|collect|moreCoupon)(\/|$)/

/**
 * SPEC §2: a desktop browser gets the narrow centred column unless the query string has a=0;
 * the root desktop brand page and the pc* desktop variants (SPEC §6) are laid out wide, and so
 * are a dish's choices on a wide screen; on a wide screen the roomy screens spread out.
 */
export function layoutModeFor(pathname: string, searchStr: string, device: DeviceKind): LayoutMode {
  if (pathname === '/' || pathname === '' || pathname.startsWith('/pc')) return 'wide'
  if (new URLSearchParams(searchStr).get('a') === '0') return 'full'
  if (device === 'phone') return 'full'
  if (device !== 'wideDesktop') return 'narrow'
  // A dish's choices, opened from the desktop menu, stay in its wide frame.
  if (WIDE_DISH_SCREENS.test(pathname)) return 'wide'
  return ROOMY_SCREENS.test(pathname) ? 'roomy' : 'narrow'
}

/**
 * How a server-rendered page lays itself out before its first paint, the app's script still on
 * its way: `phone`, the layout the server writes on `<html>`, and `script`, when a desktop lays the
 * path out otherwise, an inline script for the head that sets the desktop's layout (the device
 * kind as src/ui/desktopBrowser.ts reads it: the same queries and user agents). The app sets the
 * same value again once it runs, so nothing moves then.
 */
export function firstPaintLayout(
  pathname: string,
  searchStr: string,
): { phone: LayoutMode; script: string | null } {
  const phone = layoutModeFor(pathname, searchStr, 'phone')
  const desktop = layoutModeFor(pathname, searchStr, 'desktop')
  const wide = layoutModeFor(pathname, searchStr, 'wideDesktop')
  if (desktop === phone && wide === phone) return { phone, script: null }
  const script =
    `if(matchMedia('${FINE_POINTER_WIDE}').matches||!${MOBILE_USER_AGENT}.test(navigator.userAgent))` +
    `document.documentElement.dataset.layout=matchMedia('${WIDE_SCREEN}').matches?'${wide}':'${desktop}'`
  return { phone, script }
}
