import { test as setup } from '@playwright/test'
import { setOpeningHours } from './pages/orderStaff'

/**
 * Browser tests run at any hour, and the seeded shops keep real hours (07:00-22:00 and the like),
 * which would close them at night in Hong Kong: before the others, every seeded shop is opened round
 * the clock through the staff API, so the time of day never decides a test. The hours' own test
 * (opening-hours.spec.ts) sets the hours it needs.
 */
setup('opens the seeded shops round the clock', async ({ request }) => {
  for (const alias of ['demo', 'harbour']) {
    const brand = await (await request.get(`/api/restaurant/brand/getBrandByAlias?alias=${alias}`)).json()
    const brandId = brand.data.id as number
    const list = await (
      await request.get(`/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brandId}`)
    ).json()
    for (const { id } of list.data as { id: number }[])
      await setOpeningHours(request, { brandId, restaurantId: id }, '00:00-24:00')
  }
})
