import type { Database } from '../open'
import { resources } from '../schema'
import { BRAND_SEEDS } from './brands'
import { image } from './catalogTypes'
import { type LocalizedText, privacyOf, termsOf } from './legalTexts'
import { upsertRows } from './upsert'

/** Resource pages (POST member-web/system/getResourceInfo): 2 brand, 6 delivery, 17 privacy, 18 terms. */

const RESOURCE_TYPE = { brand: 2, delivery: 6, privacy: 17, terms: 18 } as const

type ResourceSeed = {
  type: number
  code: string
  title: LocalizedText
  body: LocalizedText
  imageUrl?: string
}

const BRAND_PAGES: Record<string, ResourceSeed[]> = {
  demo: [
    {
      type: RESOURCE_TYPE.brand,
      code: 'story',
      title: { zhHk: '港記故事', en: 'Our Story', zhCn: '港记故事' },
      body: {
        zhHk: '<p>一九七二年，港記在中環威靈頓街開業，只有六張枱。五十年來，我們每朝五點開爐煲茶，用七款茶葉撞出一杯絲襪奶茶。</p>',
        en: '<p>Kong Kee opened on Wellington Street in 1972 with six tables. For fifty years we have lit the stove at five every morning and blended seven teas into one silky milk tea.</p>',
        zhCn: '<p>一九七二年，港记在中环威灵顿街开业，只有六张桌。五十年来，我们每朝五点开炉煲茶，用七款茶叶撞出一杯丝袜奶茶。</p>',
      },
      imageUrl: image('banners/demo-milk-tea.svg'),
    },
    {
      type: RESOURCE_TYPE.brand,
      code: 'breakfast',
      title: { zhHk: '早餐時段', en: 'Breakfast Hours', zhCn: '早餐时段' },
      body: {
        zhHk: '<p>常餐及早餐每日早上七時至十一時供應，十一時後轉午市套餐。</p>',
        en: '<p>Breakfast sets are served from 7 to 11 am daily; lunch sets start at 11.</p>',
        zhCn: '<p>常餐及早餐每日早上七时至十一时供应，十一时后转午市套餐。</p>',
      },
    },
  ],
  harbour: [
    {
      type: RESOURCE_TYPE.brand,
      code: 'story',
      title: { zhHk: '關於海港', en: 'About Harbour', zhCn: '关于海港' },
      body: {
        zhHk: '<p>海港酒家坐落香港仔海旁，點心師傅每日清晨四時開始包蝦餃；海鮮由漁排直送。</p>',
        en: '<p>Harbour sits on the Aberdeen waterfront. Our dim sum chefs start folding har gow at 4 am, and seafood comes straight from the fish rafts.</p>',
        zhCn: '<p>海港酒家坐落香港仔海旁，点心师傅每日清晨四时开始包虾饺；海鲜由渔排直送。</p>',
      },
      imageUrl: image('banners/harbour-seafood.svg'),
    },
    {
      type: RESOURCE_TYPE.brand,
      code: 'banquet',
      title: { zhHk: '宴會預訂', en: 'Banquets', zhCn: '宴会预订' },
      body: {
        zhHk: '<p>貴賓房可容納十二位，適合家庭聚會及商務宴請，請提前三天預訂。</p>',
        en: '<p>Our private room seats twelve for family gatherings and business dinners; please book three days ahead.</p>',
        zhCn: '<p>贵宾房可容纳十二位，适合家庭聚会及商务宴请，请提前三天预订。</p>',
      },
    },
  ],
}

const DELIVERY_PAGE: ResourceSeed = {
  type: RESOURCE_TYPE.delivery,
  code: 'delivery',
  title: { zhHk: '送餐須知', en: 'Delivery Information', zhCn: '送餐须知' },
  body: {
    zhHk: '<p>送餐範圍為分店三公里內，約需四十五分鐘。冷鏈訂單於兩個工作天內以冷凍車送達。</p>',
    en: '<p>We deliver within 3 km of each shop in about 45 minutes. Cold-chain orders arrive by refrigerated van within two working days.</p>',
    zhCn: '<p>送餐范围为分店三公里内，约需四十五分钟。冷链订单于两个工作日内以冷冻车送达。</p>',
  },
}

export async function seedResources(db: Database, brandIds: Map<string, number>): Promise<void> {
  const rows = BRAND_SEEDS.flatMap((brand) => {
    const contact = {
      nameZhHk: brand.name,
      nameEn: brand.name1,
      nameZhCn: brand.name2,
      email: brand.customerServiceEmail ?? '',
    }
    const legal: ResourceSeed[] = [
      { type: RESOURCE_TYPE.terms, code: 'terms', ...termsOf(contact) },
      { type: RESOURCE_TYPE.privacy, code: 'privacy', ...privacyOf(contact) },
    ]
    const pages = [...(BRAND_PAGES[brand.alias] ?? []), DELIVERY_PAGE, ...legal]
    return pages.map((page, index) => ({
      brandId: brandIds.get(brand.alias)!,
      type: page.type,
      code: page.code,
      resourceName: page.title.zhHk,
      resourceName1: page.title.en,
      resourceName2: page.title.zhCn,
      content: page.body.zhHk,
      content1: page.body.en,
      content2: page.body.zhCn,
      imageUrl: page.imageUrl ?? '',
      sort: index + 1,
    }))
  })
  await upsertRows(db, resources, rows, [resources.brandId, resources.type, resources.code])
}
