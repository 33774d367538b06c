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
