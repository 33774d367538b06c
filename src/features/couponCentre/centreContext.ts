/** The brand and place a coupon-centre screen belongs to (its route arg's common prefix). */
export type CentreContext = { brandId: number; restaurantId: number; fromIndex: boolean }
