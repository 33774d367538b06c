/**
 * Which pages below /shop come rendered from the server (server/http/serverRender.ts). Paths are
 * below /shop, as the router sees them.
 */

/** The brand home, the restaurant lists, the shop pages and the menus (issue 14). */
const SERVER_RENDERED =
  /^\/(?:(?:brand\/index|brand\/restaurantList|restaurantList|shop|shop2|index|index2|pcIndex|scanOrder)(?:\/[^/]+)?\/?)?$/

export function isServerRendered(path: string): boolean {
  return SERVER_RENDERED.test(path)
}

/**
 * The request header of the service worker asking for a page to keep: the server answers with the
 * whole page as it keeps it, whose inline parts its policy allows by hash (a nonce is for one answer).
 */
export const DEVICE_COPY_HEADER = 'X-Device-Copy'
