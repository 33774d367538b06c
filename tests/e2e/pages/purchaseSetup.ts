import { type APIRequestContext, expect } from '@playwright/test'

/**
 * Makes a member hold the brand's level `name1` through the API as the PWA does it (issue 39): the
 * level's order, order/confirmPay, and Pay on the sandbox provider's page, whose signed callback
 * starts the term. For screens that test what a level changes, not the buying itself.
 */
export async function buyLevelThroughApi(
  request: APIRequestContext,
  token: string,
  brandId: number,
  name1: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Locale': 'en' }
  const levels = await (
    await request.get('/api/restaurant/member/getMemberTypeEquity', { params: { brandId }, headers })
  ).json()
  const level = (levels.data as { id: number; name1: string }[]).find((entry) => entry.name1 === name1)
  if (!level) throw new Error(`no level ${name1}`)
  const placed = await (
    await request.post('/api/order/addBuyMemberLevelOrder', {
      data: {
        brandId,
        levelId: level.id,
        submissionKey: `level-${Date.now()}-${Math.random()}`.slice(0, 60),
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
  await expect
    .poll(async () => {
      const queue = await (
        await request.get('/api/member/memberPoints/getMemberLevelQueue', { params: { brandId }, headers })
      ).json()
      return queue.data?.level?.name1
    })
    .toBe(name1)
}
