import { mintSubmissionKey, orderRetryDelayMs } from '../../src/db/orderOutbox'
import type { MenuFood } from '../../src/domain/contract/menu'
import type { CartLine } from '../../src/domain/menu/types'
import { placeInputOf } from '../../src/domain/order/placeInput'
import { CASH_PAY_TYPE } from '../../src/domain/payTypes'
import { ADD_ORDER_PATH } from '../../src/sync/orderSync'
import { apiCall } from '../bench/apiCall'
import { orderableFoods, servedCartLine } from '../unit/helpers/servedMenuLines'
import type { SentRecord } from './exactlyOnceTally'
import { sendUntilAnswered } from './outboxSender'
import {
  brandRestaurants,
  demoBrandId,
  lineFingerprint,
  logIn,
  MAX_ATTEMPTS,
  type Phone,
  REMARKS,
  servedMenu,
} from './phones'
import { seededChance, seededInt } from './seededChance'

/**
 * Simulated phones placing pick-up orders through a bad network (./faultProxy.ts) as the PWA
 * does: each logs a new member in through the API, builds carts from the served menu with the
 * PWA's own line and order builders (lineFromFood, placeInputOf), mints the submission key with the
 * outbox's mintSubmissionKey, and sends each order with ./outboxSender.ts until it is answered,
 * one after the other; the phones run in parallel. What they do before the bad network (log in,
 * read the menu, learn the price) goes to the server directly.
 */

const PICKUP = 7
/** Distinct carts per run, priced once each: a phone's order picks one (and a remark) by the seed. */
const CART_KINDS = 6

export type OrderPhonesOptions = {
  /** The server, for what the phones do before the bad network. */
  serverOrigin: string
  /** Where the orders go: the fault proxy in front of the server. */
  proxyOrigin: string
  seed: string | number
  phones: number
  ordersPerPhone: number
  /** The server's time: an order carries its business day. */
  now: () => number
  /** When the server trusts X-Forwarded-For: each phone logs in from an address of its own. */
  ipPerPhone?: boolean
}

/** A cart of the run: its lines and the price the server gave for them. */
type PricedCart = { lines: CartLine[]; price: string }

export type OrderPhonesRun = {
  sent: SentRecord[]
  /** Each phone's member token, to read its orders back. */
  tokens: string[]
}

/** The cart of kind `kind`: one to three distinct foods (one with choices when the menu has them), 1–3 units each. */
function cartOfKind(
  foods: { plain: MenuFood[]; withChoices: MenuFood[] },
  restaurantId: number,
  seed: string | number,
  kind: number,
) {
  const count = seededInt(1, 3, seed, 'cart', kind, 'lines')
  const start = seededInt(0, foods.plain.length - 1, seed, 'cart', kind, 'start')
  const chosen = Array.from({ length: count }, (_, n) => foods.plain[(start + n) % foods.plain.length]!)
  if (kind % 2 === 1 && foods.withChoices.length > 0)
    chosen[0] = foods.withChoices[kind % foods.withChoices.length]!
  return chosen.map((food, n) =>
    servedCartLine(food, restaurantId, seededInt(1, 3, seed, 'cart', kind, 'units', n)),
  )
}

/** The demo brand's first restaurant with a pick-up menu, and that menu. */
async function pickupMenu(origin: string) {
  const brandId = await demoBrandId(origin)
  const [restaurant] = await brandRestaurants(origin, brandId, PICKUP)
  if (!restaurant) throw new Error('the demo brand has no pick-up menu')
  return { brandId, restaurantId: restaurant.id, menu: await servedMenu(origin, restaurant.id, PICKUP) }
}

/** The addOrder2 body of a pick-up order paid at the shop, as the checkout builds it (placeInputOf). */
function orderInput(brandId: number, restaurantId: number, cart: PricedCart, remark: string, now: number) {
  const input = placeInputOf({
    brandId,
    restaurantId,
    orderType: PICKUP,
    menuType: PICKUP,
    lines: cart.lines,
    expectedPrice: cart.price,
    delivered: false,
    addressId: null,
    slot: null,
    persons: 1,
    remark,
    memberCouponId: null,
    payType: CASH_PAY_TYPE,
    now,
  })
  if (!input) throw new Error('the checkout would not place this cart')
  return input
}

/** The server's price of a cart: sent with a price no order has, answered ORDER.PRICE_CHANGED with the price. */
async function priceOf(origin: string, phone: Phone, body: Record<string, unknown>): Promise<string> {
  const quote = await apiCall<{ price?: string }>(origin, ADD_ORDER_PATH, {
    json: { ...body, submissionKey: mintSubmissionKey(), expectedPrice: '99999.99' },
    headers: phone.headers,
  })
  if (quote.errCode !== 'ORDER.PRICE_CHANGED' || !quote.data?.price)
    throw new Error(`quote: ${JSON.stringify(quote)}`)
  return quote.data.price
}

/** Runs the phones: each places `ordersPerPhone` orders, one after the other, all phones at once. */
export async function runOrderPhones(options: OrderPhonesOptions): Promise<OrderPhonesRun> {
  const { serverOrigin, seed } = options
  const { brandId, restaurantId, menu } = await pickupMenu(serverOrigin)
  const foods = { plain: orderableFoods(menu), withChoices: orderableFoods(menu, true) }
  if (foods.plain.length < 3) throw new Error('the pick-up menu has fewer than 3 plain foods')
  const phones: Phone[] = []
  for (let index = 0; index < options.phones; index++) {
    phones.push(await logIn(serverOrigin, brandId, index, options.ipPerPhone ?? false))
  }
  const carts: PricedCart[] = []
  for (let kind = 0; kind < CART_KINDS; kind++) {
    const lines = cartOfKind(foods, restaurantId, seed, kind)
    const draft = orderInput(brandId, restaurantId, { lines, price: '0.01' }, '', options.now())
    carts.push({ lines, price: await priceOf(serverOrigin, phones[0]!, draft) })
  }

  async function phoneOrders(phone: Phone): Promise<SentRecord[]> {
    const sent: SentRecord[] = []
    for (let order = 0; order < options.ordersPerPhone; order++) {
      const tag = `phone${phone.index}/order${order}`
      const cart = carts[seededInt(0, CART_KINDS - 1, seed, tag, 'cart')]!
      const remark = REMARKS[Math.floor(seededChance(seed, tag, 'remark') * REMARKS.length)]!
      const now = options.now()
      // Minted once, when the order is written to the outbox; every retry sends this same body.
      const body = {
        ...orderInput(brandId, restaurantId, cart, remark, now),
        submissionKey: mintSubmissionKey(now),
      }
      const result = await sendUntilAnswered(
        { path: ADD_ORDER_PATH, body, tag },
        {
          origin: options.proxyOrigin,
          headers: phone.headers,
          retryDelayMs: orderRetryDelayMs,
          maxAttempts: MAX_ATTEMPTS,
        },
      )
      const data =
        result.outcome === 'placed' ? (result.envelope?.data as { id?: unknown } | undefined) : undefined
      sent.push({
        key: body.submissionKey,
        lines: cart.lines.map(lineFingerprint),
        result,
        answeredId: typeof data?.id === 'number' ? data.id : null,
      })
    }
    return sent
  }

  const sent = (await Promise.all(phones.map(phoneOrders))).flat()
  return { sent, tokens: phones.map((phone) => phone.token) }
}
