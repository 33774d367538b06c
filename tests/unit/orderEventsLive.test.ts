import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { subscribeOrderEvents } from '../../src/api/orderEvents'
import { browserApi } from '../../src/data/browserApi'
import { saveLogin } from '../../src/db/login'
import { BACKENDS } from '../server/harness'
import { as } from '../server/memberHelpers'
import {
  listen,
  type Member,
  placePickup,
  registerMember,
  type StaffTestApp,
  staff,
  startStaffApp,
} from '../server/staffHelpers'
import { pointAppAt } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

/** subscribeOrderEvents against the real API server (PGlite), listening on a local port. */

let t: StaffTestApp
let server: Awaited<ReturnType<typeof listen>>
let diner: Member
let restore: () => void

beforeAll(async () => {
  t = await startStaffApp(BACKENDS[0]!)
  server = await listen(t)
  diner = await registerMember(t)
}, 60_000)
afterAll(async () => {
  await server.stop()
  await t.close()
})
beforeEach(async () => {
  await resetDatabase()
  await saveLogin({ id: diner.memberId, phone: diner.phone }, diner.token)
  ;({ restore } = pointAppAt({
    base: `${server.base}/api`,
    seen: [],
    handler: () => ({}),
    close: async () => {},
  }))
})
afterEach(() => restore())

it('hears the staff confirm an order, and the diner’s own cancel of another', async () => {
  const first = await placePickup(t, diner)
  const second = await placePickup(t, diner)
  const one: { orderId: number; status: number }[] = []
  const all: { orderId: number; status: number }[] = []
  const stopOne = subscribeOrderEvents({
    api: browserApi,
    orderId: first.orderId,
    onChange: (change) => one.push(change),
  })
  const stopAll = subscribeOrderEvents({ api: browserApi, onChange: (change) => all.push(change) })
  // The order's stream starts with the order as it is.
  await vi.waitFor(() => expect(one).toMatchObject([{ orderId: first.orderId, status: 0 }]))
  // The list's stream was opened with the order's, which is listening now; give it the same moment.
  await new Promise((resolve) => setTimeout(resolve, 500))
  await staff(t, 'orders/confirm', { orderId: first.orderId })
  await as(t, diner.token, '/api/order/updateOrderStatus', { json: { orderId: second.orderId } })
  await vi.waitFor(() => expect(one.at(-1)).toMatchObject({ orderId: first.orderId, status: 8 }))
  await vi.waitFor(() =>
    expect(all.map(({ orderId, status }) => ({ orderId, status }))).toEqual([
      { orderId: first.orderId, status: 8 },
      { orderId: second.orderId, status: 6 },
    ]),
  )
  stopOne()
  stopAll()
}, 20_000)
