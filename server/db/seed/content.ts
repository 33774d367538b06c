import type { Database } from '../open'
import { bottomFunctions, carouselSlides } from '../schema'
import { image } from './catalogTypes'
import { names, upsertRows } from './upsert'

const titles = (zhHk: string, en: string, zhCn: string) => ({ title: zhHk, title1: en, title2: zhCn })

/** Carousel slides of the brand home and the bottom tab bar (home, ordering, order, account). */

const SLIDES = {
  demo: [
    {
      code: 'milk-tea',
      imageUrl: image('banners/demo-milk-tea.svg'),
      ...titles('絲襪奶茶 五十年不變', 'Silky milk tea, unchanged for fifty years', '丝袜奶茶 五十年不变'),
    },
    {
      code: 'breakfast',
      imageUrl: image('banners/demo-breakfast.svg'),
      ...titles('常餐 $48 起', 'All-day breakfast from $48', '常餐 $48 起'),
    },
    {
      code: 'pineapple-bun',
      imageUrl: image('banners/demo-pineapple-bun.svg'),
      ...titles('菠蘿油 即焗出爐', 'Pineapple buns, fresh from the oven', '菠萝油 即焗出炉'),
    },
  ],
  harbour: [
    {
      code: 'dim-sum',
      imageUrl: image('banners/harbour-dim-sum.svg'),
      ...titles('二人點心套餐 $198', 'Dim sum for two, $198', '二人点心套餐 $198'),
    },
    {
      code: 'seafood',
      imageUrl: image('banners/harbour-seafood.svg'),
      ...titles('避風塘炒蟹 每日限量', 'Typhoon shelter crab, limited daily', '避风塘炒蟹 每日限量'),
    },
    {
      code: 'frozen',
      imageUrl: image('banners/harbour-frozen.svg'),
      ...titles('急凍點心 冷鏈到府', 'Frozen dim sum, delivered chilled', '急冻点心 冷链到府'),
    },
  ],
} as const

const TABS = [
  { functionKey: 'home', ...names('首頁', 'Home', '首页') },
  { functionKey: 'ordering', ...names('點餐', 'Ordering', '点餐') },
  { functionKey: 'order', ...names('訂單', 'Orders', '订单') },
  { functionKey: 'account', ...names('我的', 'Account', '我的') },
]

export async function seedBrandContent(db: Database, brandIds: Map<string, number>): Promise<void> {
  const slideRows = Object.entries(SLIDES).flatMap(([alias, slides]) =>
    slides.map((slide, index) => ({
      brandId: brandIds.get(alias)!,
      ...slide,
      linkUrl: '',
      sort: index + 1,
      show: 1,
    })),
  )
  await upsertRows(db, carouselSlides, slideRows, [carouselSlides.brandId, carouselSlides.code])

  const tabRows = [...brandIds.values()].flatMap((brandId) =>
    TABS.map((tab, index) => ({ brandId, ...tab, sort: index + 1, show: 1 })),
  )
  await upsertRows(db, bottomFunctions, tabRows, [bottomFunctions.brandId, bottomFunctions.functionKey])
}
