import type { Logger } from 'pino'
import * as v from 'valibot'

/**
 * Live order changes (issue 11 item 7): every place that changes an order (the diner's cancel, the
 * staff moves, the unpaid sweep) calls publishOrderChanges once its transaction has committed; the
 * member's open event streams (./eventsRoute.ts) hear it. In process by default; through Redis
 * pub/sub when REDIS_URL is set (./eventsRedis.ts), so any instance serves any member's stream.
 */

/** One change as published: the member routes it, the stream sends the rest. */
export const OrderEventSchema = v.object({
  orderId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.pipe(v.number(), v.integer()),
  /** ISO 8601: when the order last changed. */
  updatedAt: v.string(),
})
export type OrderEvent = v.InferOutput<typeof OrderEventSchema>

/** Where order changes go and where the streams listen. */
export interface OrderEventBus {
  /** Sends the change to every listener of its member (on every instance). Never throws. */
  publish(event: OrderEvent): Promise<void>
  /**
   * Listens to one member's changes; resolves once listening (with Redis: subscribed), so a change
   * published after it resolves is heard. Answers the stop function.
   */
  subscribe(memberId: number, listener: (event: OrderEvent) => void): Promise<() => void>
  /** Calls `listener` when the bus closes (the server stops): open streams end then. */
  onClose(listener: () => void): () => void
  close(): Promise<void>
}

/** Listeners by member, shared by both buses. */
export class MemberListeners {
  private readonly byMember = new Map<number, Set<(event: OrderEvent) => void>>()
  private readonly closeListeners = new Set<() => void>()

  /** Adds a listener; answers whether it is the member's first. */
  add(memberId: number, listener: (event: OrderEvent) => void): boolean {
    const set = this.byMember.get(memberId) ?? new Set()
    set.add(listener)
    this.byMember.set(memberId, set)
    return set.size === 1
  }

  /** Removes a listener; answers whether the member has none left. */
  remove(memberId: number, listener: (event: OrderEvent) => void): boolean {
    const set = this.byMember.get(memberId)
    if (!set?.delete(listener)) return false
    if (set.size > 0) return false
    this.byMember.delete(memberId)
    return true
  }

  /** Calls the member's listeners; one that throws does not stop the others. */
  dispatch(event: OrderEvent, logger: Logger): void {
    for (const listener of this.byMember.get(event.memberId) ?? []) {
      try {
        listener(event)
      } catch (error) {
        logger.warn({ err: error }, 'order event listener failed')
      }
    }
  }

  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener)
    return () => this.closeListeners.delete(listener)
  }

  /** Tells every close listener, once. */
  closeAll(): void {
    for (const listener of [...this.closeListeners]) listener()
    this.closeListeners.clear()
    this.byMember.clear()
  }
}

/** The in-process bus: one server instance. */
export class LocalOrderEventBus implements OrderEventBus {
  private readonly listeners = new MemberListeners()

  constructor(private readonly logger: Logger) {}

  async publish(event: OrderEvent): Promise<void> {
    this.listeners.dispatch(event, this.logger)
  }

  async subscribe(memberId: number, listener: (event: OrderEvent) => void): Promise<() => void> {
    this.listeners.add(memberId, listener)
    return () => void this.listeners.remove(memberId, listener)
  }

  onClose(listener: () => void): () => void {
    return this.listeners.onClose(listener)
  }

  async close(): Promise<void> {
    this.listeners.closeAll()
  }
}

/** The order fields an event is made of. */
export type ChangedOrder = { id: number; memberId: number; status: number; updatedAt: Date }

/** The event of a changed order row. */
function orderEventOf(order: ChangedOrder): OrderEvent {
  return {
    orderId: order.id,
    memberId: order.memberId,
    status: order.status,
    updatedAt: order.updatedAt.toISOString(),
  }
}

/** Publishes the changed orders (after their transaction committed); the one function every change calls. */
export async function publishOrderChanges(
  bus: OrderEventBus,
  orders: readonly ChangedOrder[],
): Promise<void> {
  await Promise.all(orders.map((order) => bus.publish(orderEventOf(order))))
}
