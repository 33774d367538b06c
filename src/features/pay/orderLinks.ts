import { encodeArg } from '../../domain/args'
import type { OrderDetailArg } from '../../domain/orderRouteArgs'

/** The arg of the order's screens (`[brandId, restaurantId, fromIndex, orderId]`), encoded for a link. */
export function orderArgOf(context: OrderDetailArg): string {
  return encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0, context.orderId])
}
