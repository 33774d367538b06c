/**
 * Where the points screens are, for the screens that link to them (the account's points figure):
 * /appIntegralList and friends take the brand from `?brandId=` (src/domain/pointsRouteArgs.ts).
 */

/** The link to a brand's points balance and history (/appIntegralList). */
export function integralListLink(brandId: number) {
  return { to: '/appIntegralList', search: { brandId } } as const
}

/** The link to the brand's items to exchange (/appIntegralExchange). */
export function integralExchangeLink(brandId: number) {
  return { to: '/appIntegralExchange', search: { brandId } } as const
}

/** The link to an item's detail and its exchange, or to an exchange made (its result). */
export function exchangeDetailLink(brandId: number, target: { itemId: number } | { exchangeId: number }) {
  return { to: '/integralExchangeDetail', search: { brandId, ...target } } as const
}
