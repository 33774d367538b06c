import { type APIRequestContext, expect } from '@playwright/test'

/**
 * Buying through the API as the PWA does it (issue 39), for screens that test what a purchase
 * changes rather than the buying: the purchase's order, order/confirmPay, and Pay on the sandbox
 * provider's page, whose signed callback starts what was bought.
 */

type Headers = Record<string, string>

/** Lists `listPath`'s items, places the order of the one named `name1` with `place`, and pays it. */
async function payPurchaseThroughApi(
  request: APIRequestContext,
  headers: Headers,
  purchase: { listPath: string; brandId: number; name1: string; placePath: string; idField: string },
): Promise<void> {
  const { brandId, name1 } = purchase
  const listed = await (await request.get(purchase.listPath, { params: { brandId }, headers })).json()
  const item = (listed.data as { id: number; name1: string }[]).find((entry) => entry.name1 === name1)
  if (!item) throw new Error(`nothing named ${name1} at ${purchase.listPath}`)
  const placed = await (
    await request.post(purchase.placePath, {
      data: {
        brandId,
        [purchase.idField]: item.id,
        submissionKey: `purchase-${Date.now()}-${Math.random()}`.slice(0, 60),
      },
      headers,
    })
  ).json()
  expect(placed.success, JSON.stringify(placed)).toBe(true)
  const paying = await (
    await request.post('/api/order/confirmPay', { data: { orderId: placed.data.id, payType: 40 }, headers })
  ).json()
  expect(paying.success, JSON.stringify(paying)).toBe(true)
  await request.post(paying.data.redirectUrl, { form: { choice: 'pay' }, maxRedirects: 0 })
}

const headersOf = (token: string): Headers => ({ Authorization: `Bearer ${token}`, 'X-Locale': 'en' })

/** Makes a member hold the brand's level `name1`; waits until the member's level is it. */
export async function buyLevelThroughApi(
  request: APIRequestContext,
  token: string,
  brandId: number,
  name1: string,
): Promise<void> {
  const headers = headersOf(token)
  await payPurchaseThroughApi(request, headers, {
    listPath: '/api/restaurant/member/getMemberTypeEquity',
    brandId,
    name1,
    placePath: '/api/order/addBuyMemberLevelOrder',
    idField: 'levelId',
  })
  await expect
    .poll(async () => {
      const queue = await (
        await request.get('/api/member/memberPoints/getMemberLevelQueue', { params: { brandId }, headers })
      ).json()
      return queue.data?.level?.name1
    })
    .toBe(name1)
}

/** Makes a member hold the brand's package `name1`; waits until the member's vouchers are listed. */
export async function buyPackageThroughApi(
  request: APIRequestContext,
  token: string,
  brandId: number,
  name1: string,
): Promise<void> {
  const headers = headersOf(token)
  await payPurchaseThroughApi(request, headers, {
    listPath: '/api/member/TakeawayArea/getCarousel',
    brandId,
    name1,
    placePath: '/api/order/cloudGsa/addPackageOrder',
    idField: 'packageId',
  })
  await expect
    .poll(async () => {
      const mine = await (
        await request.get('/api/member/TakeawayArea/getRestaurantOrder', { params: { brandId }, headers })
      ).json()
      return (mine.data?.vouchers ?? []).length
    })
    .toBeGreaterThan(0)
}
