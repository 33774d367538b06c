/** Wide enough for the desktop screens (the pc* variants and the root brand page, SPEC §6). */
const WIDE_SCREEN = '(min-width: 1024px)'

/** Whether the screen is wide enough for the desktop screens. */
export function isWideScreen(): boolean {
  return window.matchMedia(WIDE_SCREEN).matches
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i

/** A desktop browser: a fine pointer on a wide screen, or a user agent that is not a phone or tablet. */
export function isDesktopBrowser(): boolean {
  const finePointerWide = window.matchMedia('(pointer: fine) and (min-width: 768px)').matches
  return finePointerWide || !MOBILE_USER_AGENT.test(navigator.userAgent)
}

/** SPEC §9: toasts last 1000 ms on desktop; phones get longer to read them. */
export function toastDurationMs(): number {
  return isDesktopBrowser() ? 1000 : 2000
}
