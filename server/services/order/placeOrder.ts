import { businessDay } from '../../../src/domain/businessDay'
import type { AddOrderInput, OrderDetail, OrderToPlace } from '../../../src/domain/contract/order'
import { deliveryQuote, isColdChainDelivery, parseLngLat } from '../../../src/domain/deliveryFee'
import { chargedDeliveryFee } from '../../../src/domain/levels/levelDelivery'
import { type Locale, localized } from '../../../src/domain/locale'
import { countsStock } from '../../../src/domain/menu/limits'
import { checkShopState, hasShopState } from '../../../src/domain/menu/menuFlow'
import { isDeliveredOrderType } from '../../../src/domain/menu/types'
import { compareMoney } from '../../../src/domain/money'
import { hoursStateOf, slotFitsHours } from '../../../src/domain/openingHours'
import { takesCollectionNo } from '../../../src/domain/order/collectionNo'
import { orderTypeFitsMenu } from '../../../src/domain/order/orderTypes'
import { priceCheckout } from '../../../src/domain/order/priceCheckout'
import { ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { CASH_PAY_TYPE, payMethodRefusal } from '../../../src/domain/payTypes'
import { isOverLineUnits, isOverMaxTotal } from '../../../src/domain/placementLimits'
import type { OrderMinimum } from '../../../src/domain/pricing/orderMinimum'
import { isSlotOpen } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { validationError } from '../../http/errors'
import { takeVouchers, usableVouchers } from '../member/vouchers'
import { firstLimitHit } from '../restaurant/orderLimits'
import { offersPayType } from '../restaurant/payTypes'
import { type PricedCart, priceCart } from './cartLines'
import { takeCollectionNo } from './collectionNumbers'
import { checkMemberCaps } from './memberCaps'
import { reserveMemberCoupon } from './memberCoupons'
import { loadOrderContext, type OrderContext } from './orderContext'
import {
  amountNotPositiveError,
  belowMinimumError,
  couponOrderTypeError,
  couponSpendError,
  couponUnavailableError,
  limitError,
  lineUnitsLimitError,
  payMethodError,
  payTypeNotOfferedError,
  priceChangedError,
  shopStateError,
  totalLimitError,
  voucherNoDishError,
  voucherUnavailableError,
} from './orderErrors'
import { type OrderMenus, orderMenusOf } from './orderMenus'
import { insertOrderOnce, readKeyedOrder } from './orderRows'
import { takeStock } from './stock'
import { answerUnderKey, submissionFingerprint } from './submission'

/**
 * POST order/addOrder2: places an order exactly once (DESIGN §4). In one transaction: the shop
 * state (SPEC §4), the cart priced from the server's own menu (./cartLines.ts), the units per line
 * (src/domain/placementLimits.ts), the limits and stock of src/domain/menu/limits.ts, the order
 * minimum, the price (src/domain/order/priceCheckout.ts, with the brand's settings, best live
 * discount rule, member level, coupon and vouchers), the price cap and the member's caps
 * (./memberCaps.ts), then — only when the price is above 0 (or 0 through vouchers, with nothing
 * paid online) and is the one the diner saw, and an online method is one the restaurant offers and
 * SPEC §5 allows for the amount and device — the order row (online: orderPayType 2, status 0 until
 * paid) with its priced lines under its unique submission key (one statement), the stock taken (one
 * conditional UPDATE, never below 0), the coupon reserved and the vouchers taken (conditional
 * UPDATEs on their status). Any refusal rolls everything back: nothing is held.
 */

/**
 * Where among the dishes the diner sent the make-up line (order type 1 minimum), or null; priceCheckout
 * adds it back there at today's difference when the minimum asks for one.
 */
function makeUpPosition(cart: PricedCart): number | null {
  const at = cart.makeUpIndex
  return at === null ? null : cart.dishes.filter((dish) => dish.index < at).length
}

/** Refuses a make-up line the minimum does not ask for, and an order short of it by more than may be made up. */
function checkMinimum(
  minimum: OrderMinimum,
  cart: PricedCart,
  setting: OrderContext['settings']['minimum'],
): void {
  const at = cart.makeUpIndex
  if (minimum.kind === 'met') {
    if (at !== null) throw validationError(`lines.${at}.productId`)
    return
  }
  // Only a minimum that is set gives another verdict than 'met'.
  if (minimum.kind === 'blocked' || at === null) throw belowMinimumError(setting!.amount)
}

/** The fee gsa/queryDeliveryFee answers for this address (the same rule); ORDER.OUT_OF_SCOPE beyond reach. */
function deliveryFeeOf(context: OrderContext, input: OrderToPlace): string {
  const { delivery } = context.settings
  const quote = deliveryQuote({
    restaurant: context.shop.position,
    address: context.address ? parseLngLat(context.address.dimensionMap) : null,
    table: isColdChainDelivery(input.orderType, input.menuType) ? delivery.coldChain : delivery.delivery,
  })
  if (quote.kind !== 'ok') throw shopStateError('outOfScope')
  return quote.deliveryFee
}

/** Units wanted from stock per food whose stock counts for this order type (order type 1 only, SPEC §5). */
function stockWanted(cart: PricedCart, orderType: number): Map<number, number> {
  const controlled = new Set(
    cart.cartEntries.filter((entry) => countsStock(entry.food, orderType)).map((entry) => entry.food.id),
  )
  const wanted = new Map<number, number>()
  for (const { line } of cart.dishes) {
    if (controlled.has(line.productId))
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.number)
  }
  return wanted
}

/** A table round's part of a placement (./tableRounds.ts). */
type RoundPart = {
  sessionId: number
  roundNo: number
  /** The lines of the session's rounds so far: limitType 2 counts them. */
  sent: readonly { productId: number; number: number }[]
}

/** One placement as the call asked for it. */
export type Placement = {
  memberId: number
  input: OrderToPlace
  /** The request's fingerprint (./submission.ts), kept with the order. */
  fingerprint: string
  now: Date
  locale: Locale
  handheld: boolean
  round?: RoundPart
}

/** The checks and writes of one placement; the new order, or null when its key is already taken. */
export async function placeInTransaction(
  tx: Database,
  menus: OrderMenus,
  placement: Placement,
): Promise<OrderDetail | null> {
  const { memberId, input, now, locale, handheld } = placement
  if (!orderTypeFitsMenu(input.orderType, input.menuType)) throw validationError('orderType')
  if (input.businessDay !== undefined && input.businessDay !== businessDay(now))
    throw validationError('businessDay', 'cartExpired')
  const context = await loadOrderContext(tx, menus, memberId, input, now)
  if (!isSlotOpen(input.timeSlot, now, context.settings.slotMinutes))
    throw validationError('timeSlot.time', 'slotPast')
  const delivered = isDeliveredOrderType(input.orderType)
  const shop = checkShopState({
    orderType: input.orderType,
    openStatus: context.shop.openStatus,
    shipanyStatus: context.shop.shipanyStatus,
    hasAddress: context.address !== null,
    outsideHours: !hoursStateOf(context.shop.businessHours, now).open,
  })
  if (shop !== 'ok' && shop !== 'afterHours') throw shopStateError(shop)
  // Delivery and pick-up (the order types with a shop state): the time must be within the hours.
  const { businessHours } = context.shop
  if (
    hasShopState(input.orderType) &&
    !slotFitsHours(input.timeSlot, businessHours, now, context.settings.slotMinutes)
  )
    throw validationError('timeSlot.time', 'outsideHours')
  if (delivered && !context.address) throw shopStateError('needAddress')
  const deliveryFee = delivered
    ? chargedDeliveryFee(deliveryFeeOf(context, input), context.freeDelivery)
    : '0.00'

  const voucherIds = input.voucherIds ?? []
  const vouchers = await usableVouchers(tx, { memberId, brandId: input.brandId }, voucherIds, now)
  if (vouchers === null) throw voucherUnavailableError()
  const cart = priceCart(context.categories, input.lines, input.restaurantId)
  if (cart.dishes.length === 0) throw validationError('lines')
  const { limits } = context.settings
  const { lineUnits } = limits
  const overUnits = cart.dishes.find(({ line }) => isOverLineUnits(line.number, lineUnits))
  if (overUnits && lineUnits !== null)
    throw lineUnitsLimitError(overUnits.index, lineUnits, localized(overUnits.line, 'productName', locale))
  const limit = firstLimitHit(cart.limitEntries, cart.cartEntries, {
    cart: cart.dishes.map((dish) => dish.line),
    sent: placement.round?.sent ?? [],
    persons: input.persons,
    orderType: input.orderType,
  })
  if (limit.code !== 'ok') throw limitError(limit, localized(limit.hit, 'foodName', locale))
  const {
    minimum,
    lines,
    rule,
    result: price,
    noDishVoucher,
  } = priceCheckout({
    dishes: cart.dishes.map((dish) => dish.line),
    makeUpAt: makeUpPosition(cart),
    restaurantId: input.restaurantId,
    orderType: input.orderType,
    menuType: input.menuType,
    deliveryFee,
    settings: context.settings.pricing,
    minimum: context.settings.minimum,
    rules: context.rules,
    memberDiscount: context.memberDiscount,
    coupon: context.coupon,
    vouchers,
  })
  if (noDishVoucher !== null) throw voucherNoDishError()
  checkMinimum(minimum, cart, context.settings.minimum)
  if (context.coupon && price.couponReason === 'orderType') throw couponOrderTypeError(price)
  if (context.coupon && price.couponReason === 'spend') throw couponSpendError(context.coupon.spend, price)
  const online = input.payType !== CASH_PAY_TYPE
  // Vouchers may leave nothing to pay: such an order is placed like a cash one (nothing goes online).
  const nothingToPay = vouchers.length > 0 && !online && compareMoney(price.price, 0) === 0
  if (compareMoney(price.price, 0) <= 0 && !nothingToPay) throw amountNotPositiveError(price)
  const { maxTotal } = limits
  if (maxTotal !== null && isOverMaxTotal(price.price, maxTotal)) throw totalLimitError(maxTotal, price)
  await checkMemberCaps(tx, { memberId, brandId: input.brandId }, limits, now)
  if (compareMoney(price.price, input.expectedPrice) !== 0) throw priceChangedError(price)
  if (online) {
    if (!(await offersPayType(tx, input.restaurantId, input.payType))) throw payTypeNotOfferedError()
    const refusal = payMethodRefusal(input.payType, price.price, handheld)
    if (refusal) throw payMethodError(refusal)
  }

  // Units of each line taken from stock: the first lines of a food take what it wants.
  const wanted = stockWanted(cart, input.orderType)
  const left = new Map(wanted)
  const newLines = lines.map((line) => {
    const stockTaken = Math.min(left.get(line.productId) ?? 0, line.number)
    if (stockTaken > 0) left.set(line.productId, left.get(line.productId)! - stockTaken)
    return { line, stockTaken }
  })
  const order = await insertOrderOnce(
    tx,
    {
      brandId: input.brandId,
      restaurantId: input.restaurantId,
      memberId,
      orderType: input.orderType,
      menuType: input.menuType,
      status: ORDER_STATUS.submitted,
      orderPayType: online ? ORDER_PAY_TYPE.online : ORDER_PAY_TYPE.later,
      payType: input.payType,
      persons: input.persons,
      remark: input.remark,
      address: delivered ? context.address : null,
      timeSlot: input.timeSlot,
      price,
      discountRuleId: rule?.id ?? null,
      memberCouponId: context.coupon?.id ?? null,
      submissionKey: input.submissionKey,
      submissionFingerprint: placement.fingerprint,
      ...(placement.round
        ? { tableSessionId: placement.round.sessionId, roundNo: placement.round.roundNo }
        : {}),
    },
    newLines,
    now,
  )
  if (order === null) return null

  const short = await takeStock(tx, wanted)
  if (short.length > 0) {
    const entry = cart.cartEntries.find((candidate) => candidate.food.id === short[0])!
    const hit = { productId: entry.food.id, reason: 'stockReached' as const, ...entry.names, max: null }
    throw limitError({ code: 'stockReached', hit }, localized(hit, 'foodName', locale))
  }
  if (context.coupon && !(await reserveMemberCoupon(tx, context.coupon.id, memberId, order.id, now)))
    throw couponUnavailableError()
  if (!(await takeVouchers(tx, { memberId, orderId: order.id }, voucherIds, now)))
    throw voucherUnavailableError()
  if (!takesCollectionNo(order.orderType)) return order
  return { ...order, collectionNo: await takeCollectionNo(tx, order, now) }
}

/**
 * Runs a placement under its submission key: the new order, or the order the key already placed
 * (./submission.ts: the same request only). A repeated key is found by the insert (or, when the
 * repeat fails first on what the first order took — its stock, its coupon, its table's round — by
 * the read after the failure), so a new order costs no lookup.
 */
export async function placeUnderKey(
  db: Database,
  memberId: number,
  /** The key and the fingerprint of the request as the client sent it (./submission.ts). */
  sent: { submissionKey: string; fingerprint: string },
  place: (tx: Database) => Promise<OrderDetail | null>,
): Promise<OrderDetail> {
  const { submissionKey, fingerprint } = sent
  let placed: OrderDetail | null
  try {
    placed = await db.transaction((tx) => place(tx))
  } catch (error) {
    const first = await readKeyedOrder(db, submissionKey)
    if (first) return answerUnderKey(first, memberId, fingerprint)
    throw error
  }
  if (placed) return placed
  const first = await readKeyedOrder(db, submissionKey)
  if (!first) throw new Error(`order of submission key ${submissionKey} not found after placing`)
  return answerUnderKey(first, memberId, fingerprint)
}

/** POST order/addOrder2: places the member's order once (placeUnderKey). */
export async function placeOrder(
  db: Database,
  memberId: number,
  input: AddOrderInput,
  now: Date,
  locale: Locale,
  /** From a phone or tablet (src/domain/device.ts isHandheld): PC-only methods are refused. */
  handheld = false,
): Promise<OrderDetail> {
  const menus = orderMenusOf(db)
  const fingerprint = submissionFingerprint(input)
  return placeUnderKey(db, memberId, { submissionKey: input.submissionKey, fingerprint }, (tx) =>
    placeInTransaction(tx, menus, { memberId, input, fingerprint, now, locale, handheld }),
  )
}
