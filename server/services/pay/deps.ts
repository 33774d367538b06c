import type { Logger } from 'pino'
import type { Database } from '../../db/open'
import type { PaymentProvider } from '../../providers/payment/types'
import type { OrderEventBus } from '../order/events'

/** What the payment calls, the callback and the sweep need. */
export type PayDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
  provider: PaymentProvider
  logger: Logger
  /** PUBLIC_URL: the return page's origin for providers on other origins; relative when absent. */
  publicUrl?: string
}
