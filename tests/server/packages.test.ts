import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberVouchers } from '../../server/db/schema'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import {
  addOrder,
  cartLine,
  type Member,
  newKey,
  pickupOrder,
  plainFoods,
  quote,
  registerMember,
} from './orderHelpers'
import {
  orderOf,
  type PayTestApp,
  paidWithCallbackLost,
  STAFF_TOKEN,
  sendCallback,
  signedCallback,
  startPayApp,
} from './payHelpers'

/**
 * Issue 39 item 4: a package is an order paid like a meal; its vouchers are issued once when the
 * payment settles (whatever callbacks replay) and each gives one unit of its dish at 0 in one later
 * order only, also when orders race for the last one; a cancelled order gives its vouchers back, a
 * refunded package withdraws the unused ones, and a member sees and uses only their own.
 */

const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` }

type Summary = {
  orderId: number
  vouchers: { total: number; usable: number; used: number; withdrawn: number }
}
type Voucher = { id: number; food: { code: string }; status: number; usedOrderId: number | null }

describe.each(BACKENDS)('vouchers and packages on $name', (backend) => {
  let t: PayTestApp
  beforeAll(async () => {
    t = await startPayApp(backend)
  })
  afterAll(() => t.close())

  const staff = (path: string, json?: Record<string, unknown>) =>
    call(t.app, `/api/staff/${path}`, { headers: staffHeaders, ...(json ? { json } : {}) })
  const forSale = async () =>
    (
      await call(t.app, '/api/member/TakeawayArea/getCarousel', {
        method: 'GET',
        query: { brandId: t.brandId },
      })
    ).body.data as { id: number; code: string; price: string; voucherCount: number; food: { code: string } }[]
  const mine = async (member: Member) =>
    (
      await as(t, member.token, '/api/member/TakeawayArea/getRestaurantOrder', {
        method: 'GET',
        query: { brandId: t.brandId },
      })
    ).body.data as { orders: Summary[]; vouchers: Voucher[] }
  const detail = (member: Member, orderId: number) =>
    as(t, member.token, '/api/order/packageOrder/getPackageOrderById', { method: 'GET', query: { orderId } })
  const buy = (member: Member, packageId: number, payType = 40) =>
    as(t, member.token, '/api/order/cloudGsa/addPackageOrder', {
      json: { brandId: t.brandId, packageId, payType, submissionKey: newKey() },
    })
  /** The pick-up menu's first plain dish, as a cart line of `units`. */
  const dish = () => plainFoods(t.pickup)[0]!
  const dishLines = (units: number) => [cartLine(dish(), t.ids.centralId, units)]

  /** A package of `count` vouchers of the dish (the first plain one), saved through the staff API. */
  async function staffPackage(code: string, count: number, food = dish()) {
    const saved = await staff('packages', {
      brandId: t.brandId,
      code,
      name: `${code} 套票`,
      name1: `${code} package`,
      name2: `${code} 套票`,
      price: '50',
      voucherCount: count,
      foodCode: String(food.posFid),
      validDays: 30,
    })
    expect(saved.body.success).toBe(true)
    return saved.body.data as { id: number }
  }

  /** A new member holding a paid package of `count` vouchers (paid in cash, completed by staff). */
  async function memberWithVouchers(count: number, food = dish()) {
    const pack = await staffPackage(`p${count}-${food.id}`, count, food)
    const member = await registerMember(t)
    const placed = await buy(member, pack.id, 1)
    const orderId = placed.body.data.id as number
    await staff('orders/confirm', { orderId })
    await staff('orders/status', { orderId, status: 5 })
    const { vouchers } = await mine(member)
    expect(vouchers).toHaveLength(count)
    return { member, orderId, vouchers }
  }

  it('sells the seeded package without a login, with its dish and price', async () => {
    const packs = await forSale()
    expect(packs).toContainEqual(
      expect.objectContaining({
        code: 'milk-tea-10',
        price: '160.00',
        voucherCount: 10,
        food: expect.objectContaining({ code: 'demo-milk-tea' }),
      }),
    )
  })

  it('issues the vouchers once when the payment settles, however many callbacks replay', async () => {
    const member = await registerMember(t)
    const pack = (await forSale()).find((p) => p.code === 'milk-tea-10')!
    const placed = await buy(member, pack.id)
    expect(placed.body.data).toMatchObject({ orderType: 12, status: 0, orderPayType: 2 })
    expect(placed.body.data.priceResult).toMatchObject({ price: '160.00' })
    const orderId = placed.body.data.id as number
    const { body } = await paidWithCallbackLost(t, member, orderId)
    // Paid at the provider, not yet known here: no vouchers.
    expect((await mine(member)).vouchers).toEqual([])

    const signed = signedCallback(body, t.clock.now())
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCallback(t, signed)))
    expect(answers.filter((res) => res.body.data?.applied === true)).toHaveLength(1)
    expect(await orderOf(t, member, orderId)).toMatchObject({ status: 5 })
    const { orders, vouchers } = await mine(member)
    expect(vouchers).toHaveLength(10)
    expect(orders).toEqual([
      expect.objectContaining({ orderId, vouchers: expect.objectContaining({ total: 10, usable: 10 }) }),
    ])
    const read = await detail(member, orderId)
    expect(read.body.data.items).toHaveLength(10)
  })

  it("takes the dish's own price off one unit per voucher, and uses each voucher once", async () => {
    const { member, orderId, vouchers } = await memberWithVouchers(3)
    const plain = pickupOrder(t, t.ids.centralId, dishLines(2))
    const withVoucher = { ...plain, voucherIds: [vouchers[0]!.id] }
    const full = Number(await quote(t, member, plain))
    const price = await quote(t, member, withVoucher)
    expect(full - Number(price)).toBeCloseTo(Number(dish().price), 2)

    const placed = await addOrder(t, member, { ...withVoucher, expectedPrice: price })
    expect(placed.body.success).toBe(true)
    const lines = placed.body.data.lines as { number: number; price: string }[]
    expect(lines.map((line) => [line.number, line.price])).toEqual([
      [1, dish().price],
      [1, '0.00'],
    ])
    const read = (await detail(member, orderId)).body.data as Summary & { items: Voucher[] }
    expect(read.vouchers).toMatchObject({ usable: 2, used: 1 })
    expect(read.items.find((voucher) => voucher.id === vouchers[0]!.id)).toMatchObject({
      status: 1,
      usedOrderId: placed.body.data.id,
    })

    const again = await addOrder(t, member, { ...withVoucher, submissionKey: newKey(), expectedPrice: price })
    expect(again.body).toMatchObject({ success: false, errCode: 'VOUCHER.UNAVAILABLE' })
    const twoForOne = {
      ...plain,
      voucherIds: [vouchers[1]!.id, vouchers[2]!.id],
      lines: dishLines(1),
      submissionKey: newKey(),
    }
    const noDish = await addOrder(t, member, { ...twoForOne, expectedPrice: '0.00' })
    expect(noDish.body).toMatchObject({ success: false, errCode: 'VOUCHER.NO_DISH' })
  })

  it('places an order the vouchers pay in full with nothing paid online only', async () => {
    const boxless = plainFoods(t.pickup).find((food) => Number(food.lunchboxPrice) === 0)!
    expect(boxless).toBeDefined()
    const { member, vouchers } = await memberWithVouchers(1, boxless)
    const lines = [cartLine(boxless, t.ids.centralId, 1)]
    const order = { ...pickupOrder(t, t.ids.centralId, lines), voucherIds: [vouchers[0]!.id] }
    expect(await quote(t, member, order)).toBe('0.00')
    const online = await addOrder(t, member, { ...order, payType: 40, expectedPrice: '0.00' })
    expect(online.body).toMatchObject({ success: false, errCode: 'ORDER.AMOUNT_NOT_POSITIVE' })
    const cash = await addOrder(t, member, { ...order, submissionKey: newKey(), expectedPrice: '0.00' })
    expect(cash.body.data).toMatchObject({ orderPayType: 1, priceResult: { price: '0.00' } })
    // Without the voucher the same order is not free.
    const plain = pickupOrder(t, t.ids.centralId, lines)
    expect(Number(await quote(t, member, plain))).toBeGreaterThan(0)
  })

  it('gives one of 20 orders racing for the last voucher', async () => {
    const { member, vouchers } = await memberWithVouchers(1)
    const order = { ...pickupOrder(t, t.ids.centralId, dishLines(2)), voucherIds: [vouchers[0]!.id] }
    const price = await quote(t, member, order)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        addOrder(t, member, { ...order, submissionKey: newKey(), expectedPrice: price }),
      ),
    )
    const placed = answers.filter((res) => res.body.success)
    expect(placed).toHaveLength(1)
    expect(answers.filter((res) => res.body.errCode === 'VOUCHER.UNAVAILABLE')).toHaveLength(19)
    const [row] = await t.db.select().from(memberVouchers).where(eq(memberVouchers.id, vouchers[0]!.id))
    expect(row).toMatchObject({ status: 1, usedOrderId: placed[0]!.body.data.id })
  })

  it('gives a cancelled order’s voucher back, and withdraws the unused ones of a refunded package', async () => {
    const { member, orderId, vouchers } = await memberWithVouchers(2)
    const order = { ...pickupOrder(t, t.ids.centralId, dishLines(1)), voucherIds: [vouchers[0]!.id] }
    const placed = await addOrder(t, member, { ...order, expectedPrice: await quote(t, member, order) })
    const used = placed.body.data.id as number
    expect((await mine(member)).vouchers).toHaveLength(1)
    const cancelled = await as(t, member.token, '/api/order/updateOrderStatus', { json: { orderId: used } })
    expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({ success: true })
    expect((await mine(member)).vouchers).toHaveLength(2)

    // Used in a completed order, then the package refunded: the used one stays used.
    const again = await addOrder(t, member, {
      ...order,
      submissionKey: newKey(),
      expectedPrice: await quote(t, member, order),
    })
    await staff('orders/confirm', { orderId: again.body.data.id })
    await staff('orders/status', { orderId: again.body.data.id, status: 5 })
    const refunded = await staff('orders/cancel', { orderId })
    expect(refunded.body.data).toMatchObject({ status: 6 })
    const read = (await detail(member, orderId)).body.data as Summary
    expect(read.vouchers).toMatchObject({ usable: 0, used: 1, withdrawn: 1 })
    expect((await mine(member)).vouchers).toEqual([])
  })

  it("keeps a member's packages and vouchers to that member", async () => {
    const { orderId, vouchers } = await memberWithVouchers(1)
    const other = await registerMember(t)
    expect((await detail(other, orderId)).body).toMatchObject({ success: false, errCode: 'ORDER.NOT_FOUND' })
    expect(await mine(other)).toEqual({ orders: [], vouchers: [] })
    const order = { ...pickupOrder(t, t.ids.centralId, dishLines(1)), voucherIds: [vouchers[0]!.id] }
    const used = await addOrder(t, other, { ...order, expectedPrice: '0.01' })
    expect(used.body).toMatchObject({ success: false, errCode: 'VOUCHER.UNAVAILABLE' })
    const guest = await call(t.app, '/api/member/TakeawayArea/getRestaurantOrder', {
      method: 'GET',
      query: { brandId: t.brandId },
    })
    expect(guest.status).toBe(401)
  })

  it('refuses a package that is not sold, and a dish the menus do not have', async () => {
    const pack = await staffPackage('gone', 2)
    await staff('packages', {
      brandId: t.brandId,
      code: 'gone',
      name: 'x',
      name1: 'x',
      name2: 'x',
      price: '50',
      voucherCount: 2,
      foodCode: String(dish().posFid),
      forSale: 0,
    })
    const member = await registerMember(t)
    expect((await buy(member, pack.id)).body).toMatchObject({
      success: false,
      errCode: 'PACKAGE.NOT_FOR_SALE',
    })
    expect((await forSale()).some((p) => p.id === pack.id)).toBe(false)
    const unknown = await staff('packages', {
      brandId: t.brandId,
      code: 'nodish',
      name: 'x',
      name1: 'x',
      name2: 'x',
      price: '50',
      voucherCount: 2,
      foodCode: 'no-such-dish',
    })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'PACKAGE.FOOD_NOT_FOUND' })
  })
})
