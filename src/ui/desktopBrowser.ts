import { isMobileUserAgent } from '../domain/device'
import { type DeviceKind, FINE_POINTER_WIDE, WIDE_SCREEN } from '../domain/layoutMode'

/** Whether the screen is wide enough for the desktop screens. */
export function isWideScreen(): boolean {
  return window.matchMedia(WIDE_SCREEN).matches
}

/** A desktop browser: a fine pointer on a wide screen, or a user agent that is not a phone or tablet. */
function isDesktopBrowser(): boolean {
  return window.matchMedia(FINE_POINTER_WIDE).matches || !isMobileUserAgent(navigator.userAgent)
}

/**
 * Reads the device kind: in a browser only, so from effects and handlers, never during a render.
 * A server-rendered page's head reads it the same way before the app runs (firstPaintLayout).
 */
export function deviceKind(): DeviceKind {
  if (!isDesktopBrowser()) return 'phone'
  return isWideScreen() ? 'wideDesktop' : 'desktop'
}

/** Calls `onChange` whenever the screen crosses a width or pointer the device kind depends on. */
export function watchDeviceKind(onChange: () => void): () => void {
  const queries = [WIDE_SCREEN, FINE_POINTER_WIDE].map((query) => window.matchMedia(query))
  for (const query of queries) query.addEventListener('change', onChange)
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange)
  }
}

/** SPEC §9: toasts last 1000 ms on desktop; phones get longer to read them. */
export function toastDurationMs(): number {
  return isDesktopBrowser() ? 1000 : 2000
}
