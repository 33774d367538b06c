import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import * as v from 'valibot'
import { MemberListeners, type OrderEvent, type OrderEventBus, OrderEventSchema } from './events'

/**
 * The order event bus over Redis pub/sub (REDIS_URL): one channel per member, `<prefix><memberId>`,
 * subscribed while this instance has a stream of that member open. Publishing uses its own
 * connection (a subscribed connection can do nothing else).
 */
export class RedisOrderEventBus implements OrderEventBus {
  private readonly publisher: Redis
  private readonly subscriber: Redis
  private readonly listeners = new MemberListeners()
  /** The member's SUBSCRIBE, resolved once Redis confirmed it. */
  private readonly subscribed = new Map<number, Promise<unknown>>()

  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly prefix = 'shop:order-events:',
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 })
    this.subscriber = new Redis(url, { maxRetriesPerRequest: 2 })
    this.subscriber.on('message', (channel: string, message: string) => this.received(channel, message))
    // ioredis reconnects (and resubscribes) by itself; without a listener an error would be thrown.
    for (const connection of [this.publisher, this.subscriber])
      connection.on('error', (error: unknown) =>
        this.logger.warn({ err: error }, 'order events: redis error'),
      )
  }

  private received(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return
    let parsed: unknown
    try {
      parsed = JSON.parse(message)
    } catch {
      parsed = null
    }
    const event = v.safeParse(OrderEventSchema, parsed)
    if (!event.success) {
      this.logger.warn({ channel }, 'order events: malformed message ignored')
      return
    }
    this.listeners.dispatch(event.output, this.logger)
  }

  async publish(event: OrderEvent): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + event.memberId, JSON.stringify(event))
    } catch (error) {
      // The order change itself is committed; the streams' clients catch up by polling.
      this.logger.warn({ err: error, orderId: event.orderId }, 'order event not published')
    }
  }

  async subscribe(memberId: number, listener: (event: OrderEvent) => void): Promise<() => void> {
    if (this.listeners.add(memberId, listener))
      this.subscribed.set(memberId, this.subscriber.subscribe(this.prefix + memberId))
    try {
      await this.subscribed.get(memberId)
    } catch (error) {
      this.unsubscribe(memberId, listener)
      throw error
    }
    return () => this.unsubscribe(memberId, listener)
  }

  private unsubscribe(memberId: number, listener: (event: OrderEvent) => void): void {
    if (!this.listeners.remove(memberId, listener)) return
    this.subscribed.delete(memberId)
    this.subscriber.unsubscribe(this.prefix + memberId).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'order events: unsubscribe failed')
    })
  }

  onClose(listener: () => void): () => void {
    return this.listeners.onClose(listener)
  }

  async close(): Promise<void> {
    this.listeners.closeAll()
    this.subscribed.clear()
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()])
  }
}
