/**
 * Which pages below /shop come rendered from the server (server/http/serverRender.ts), and which
 * of those the service worker keeps a rendered copy of on the device (src/sw/keptPages.ts). Paths
 * are below /shop, as the router sees them.
 */

/**
 * The brand home, the restaurant lists, the shop pages and the menus (issue 14), and what a table's
 * printed code opens (/scanCode, issue 37): on a first visit the server answers its table's menu
 * with a redirect (its loader's), so the menu comes rendered; a code that opens no menu comes with
 * its message.
 */
const SERVER_RENDERED =
  /^\/(?:(?:brand\/index|brand\/restaurantList|restaurantList|shop|shop2|index|index2|pcIndex|scanOrder|scanCode)(?:\/[^/]+)?\/?)?$/

export function isServerRendered(path: string): boolean {
  return SERVER_RENDERED.test(path)
}

/** The menus, with their arg in the path or in ?arg=. */
const MENU_WITH_ARG = /^\/(?:index|index2|pcIndex)\/[^/]+\/?$/
const MENU_WITHOUT_ARG = /^\/(?:index|index2|pcIndex)\/?$/

/**
 * The pages whose rendered copy the device keeps: the menus that name their brand, restaurant and
 * menu in their arg, so that the URL and the language are all the copy depends on (what the device
 * holds, a cart or a login, the app renders over it). The brand home and the restaurant lists are
 * not kept: the device's stored brand, restaurant and position change what they show.
 */
export function isKeptOnDevice(path: string, search: string): boolean {
  if (MENU_WITH_ARG.test(path)) return true
  return MENU_WITHOUT_ARG.test(path) && new URLSearchParams(search).has('arg')
}

/**
 * The request header of the service worker asking for a page to keep: the server answers with the
 * whole page as it keeps it, whose inline parts its policy allows by hash (a nonce is for one answer).
 */
export const DEVICE_COPY_HEADER = 'X-Device-Copy'
