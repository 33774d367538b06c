import type { Database } from '../open'
import { brands, countries, memberSettings } from '../schema'
import { image } from './catalogTypes'
import { names, upsertRows } from './upsert'

/** The two demo brands, their membership options and the login countries. */

type BrandSeed = typeof brands.$inferInsert & { alias: string }

export const BRAND_SEEDS: BrandSeed[] = [
  {
    alias: 'demo',
    ...names('港記茶餐廳', 'Kong Kee Café', '港记茶餐厅'),
    productName: 'Kong Kee Order',
    logo: image('brands/demo-logo.svg'),
    description: '自一九七二年起，港記以絲襪奶茶、菠蘿油和即叫即煮的餐蛋麵陪伴街坊。',
    description1:
      'Since 1972 Kong Kee has served silky milk tea, buttered pineapple buns and made-to-order noodles to the neighbourhood.',
    description2: '自一九七二年起，港记以丝袜奶茶、菠萝油和即叫即煮的餐蛋面陪伴街坊。',
    orderTypes: [1, 2, 3, 7, 8],
    customerServiceEmail: 'hello@kongkee.example',
    customerServicePhone: '+852 2345 6789',
    whatsappNumber: '+85261234567',
    seoTitle: '港記茶餐廳｜網上點餐',
    seoTitle1: 'Kong Kee Café | Order online',
    seoTitle2: '港记茶餐厅｜网上点餐',
    seoKeywords: '<b>港式奶茶</b>, 菠蘿油, <i>茶餐廳</i>, Hong Kong milk tea, cha chaan teng',
    seoDescription: '港記茶餐廳網上點餐：外賣、自取及掃碼點餐。',
    seoDescription1: 'Order from Kong Kee Café online: delivery, pick-up and scan-to-order.',
    seoDescription2: '港记茶餐厅网上点餐：外卖、自取及扫码点餐。',
  },
  {
    alias: 'harbour',
    ...names('海港點心海鮮酒家', 'Harbour Dim Sum & Seafood', '海港点心海鲜酒家'),
    productName: 'Harbour Dining',
    // Its own currency prefix, without the default's space (SPEC §9 default '$ '): both ways show in the demo.
    currencyPrefix: 'HK$',
    logo: image('brands/harbour-logo.svg'),
    description: '香港仔海旁的點心與生猛海鮮，每日清晨新鮮製作。',
    description1: 'Dim sum made fresh every morning and live seafood on the Aberdeen waterfront.',
    description2: '香港仔海旁的点心与生猛海鲜，每日清晨新鲜制作。',
    orderTypes: [1, 3, 7, 8],
    customerServiceEmail: 'service@harbourdining.example',
    customerServicePhone: '+852 2555 0188',
    whatsappNumber: '+85262345678',
    seoTitle: '海港點心海鮮酒家',
    seoTitle1: 'Harbour Dim Sum & Seafood',
    seoTitle2: '海港点心海鲜酒家',
    seoKeywords: '<p>點心</p><p>蝦餃</p> 海鮮, dim sum, seafood, Aberdeen',
    seoDescription: '點心外賣自取、堂食掃碼點餐及急凍點心速遞。',
    seoDescription1: 'Dim sum for pick-up, scan-to-order at the table and frozen dim sum delivered.',
    seoDescription2: '点心外卖自取、堂食扫码点餐及急冻点心速递。',
  },
]

/** Countries for phone login; id 3 is the 11-digit country (SPEC §5), see docs/api.md. */
const COUNTRY_SEEDS: (typeof countries.$inferInsert)[] = [
  { id: 1, ...names('香港', 'Hong Kong', '香港'), areaCode: '+852', phoneLength: 8, sort: 1 },
  { id: 2, ...names('新加坡', 'Singapore', '新加坡'), areaCode: '+65', phoneLength: 8, sort: 2 },
  { id: 3, ...names('中國內地', 'Mainland China', '中国内地'), areaCode: '+86', phoneLength: 11, sort: 3 },
  { id: 4, ...names('澳門', 'Macau', '澳门'), areaCode: '+853', phoneLength: 8, sort: 4 },
]

/** Upserts the brands; returns their ids by alias. */
export async function seedBrands(db: Database): Promise<Map<string, number>> {
  const stored = await upsertRows(db, brands, BRAND_SEEDS, [brands.alias])
  return new Map(stored.map((brand) => [brand.alias, brand.id]))
}

export async function seedCountries(db: Database): Promise<void> {
  await upsertRows(db, countries, COUNTRY_SEEDS, [countries.id])
}

export async function seedMemberSettings(db: Database, brandIds: Map<string, number>): Promise<void> {
  await upsertRows(
    db,
    memberSettings,
    [
      {
        brandId: brandIds.get('demo')!,
        guestOrdering: true,
        debugMemberIds: [10001],
        ...{ pointsName: '港記分', pointsName1: 'Kong Kee Points', pointsName2: '港记分' },
        agreementRequired: true,
      },
      {
        brandId: brandIds.get('harbour')!,
        guestOrdering: false,
        debugMemberIds: [],
        ...{ pointsName: '海港積分', pointsName1: 'Harbour Points', pointsName2: '海港积分' },
        agreementRequired: true,
      },
    ],
    [memberSettings.brandId],
  )
}
