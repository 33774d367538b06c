import { sql } from 'drizzle-orm'
import { newTableCode } from '../../services/order/tableCodes'
import type { Database } from '../open'
import { menus, restaurants, tableQrCodes } from '../schema'
import { image } from './catalogTypes'
import { type Names, names, upsertRows } from './upsert'

/**
 * Restaurants across both brands: open, busy (2), closed (0) and service unavailable (4), with and
 * without map positions, and between them menus of every type (1, 4, 5, 7, 10).
 */

type RestaurantSeed = Omit<typeof restaurants.$inferInsert, 'brandId'> & {
  brandAlias: string
  menuTypes: number[]
  /** Table names for the scan menu (type 4). */
  tables?: string[]
}

const MENU_NAMES: Record<number, Names> = {
  1: names('外賣速遞', 'Delivery', '外卖速递'),
  4: names('堂食掃碼點餐', 'Scan to order', '堂食扫码点餐'),
  5: names('冷鏈速遞', 'Cold-chain delivery', '冷链速递'),
  7: names('外賣自取', 'Pick-up', '外卖自取'),
  10: names('預約自取', 'Scheduled pick-up', '预约自取'),
}

const TEA_HOURS = '07:00-22:00'

const RESTAURANT_SEEDS: RestaurantSeed[] = [
  {
    brandAlias: 'demo',
    code: 'central',
    ...names('港記茶餐廳（中環店）', 'Kong Kee Café (Central)', '港记茶餐厅（中环店）'),
    address: '香港中環威靈頓街88號地舖',
    address1: 'G/F, 88 Wellington Street, Central, Hong Kong',
    address2: '香港中环威灵顿街88号地铺',
    phone: '+852 2345 6789',
    openStatus: 3,
    shipanyStatus: 1,
    mapX: '114.155100',
    mapY: '22.282300',
    ziquService: 1,
    menuService: 1,
    businessHours: TEA_HOURS,
    keywords: '<h1>中環</h1> 茶餐廳, <b>奶茶</b>, 菠蘿油',
    ...{
      description: '中環老字號',
      description1: 'The original shop in Central',
      description2: '中环老字号',
    },
    sort: 1,
    menuTypes: [1, 4, 5, 7],
    // A5 is the table to try a table's bill on (README): no browser test but the bill's uses it.
    tables: ['A1', 'A2', 'A3', 'A4', 'A5'],
  },
  {
    brandAlias: 'demo',
    code: 'mongkok',
    ...names('港記茶餐廳（旺角店）', 'Kong Kee Café (Mong Kok)', '港记茶餐厅（旺角店）'),
    address: '九龍旺角西洋菜南街120號',
    address1: '120 Sai Yeung Choi Street South, Mong Kok, Kowloon',
    address2: '九龙旺角西洋菜南街120号',
    phone: '+852 2388 1234',
    openStatus: 2,
    shipanyStatus: 1,
    mapX: '114.169400',
    mapY: '22.319200',
    ziquService: 1,
    menuService: 0,
    businessHours: TEA_HOURS,
    keywords: '旺角 <span>茶餐廳</span>',
    sort: 2,
    menuTypes: [1, 7, 10],
  },
  {
    brandAlias: 'demo',
    code: 'tsim-sha-tsui',
    ...names('港記茶餐廳（尖沙咀店）', 'Kong Kee Café (Tsim Sha Tsui)', '港记茶餐厅（尖沙咀店）'),
    address: '九龍尖沙咀加連威老道52號',
    address1: '52 Granville Road, Tsim Sha Tsui, Kowloon',
    address2: '九龙尖沙咀加连威老道52号',
    phone: '+852 2366 5678',
    openStatus: 0,
    shipanyStatus: 0,
    mapX: '114.174200',
    mapY: '22.298900',
    ziquService: 1,
    menuService: 0,
    businessHours: '08:00-20:00',
    keywords: '尖沙咀, 茶餐廳',
    sort: 3,
    menuTypes: [1, 7],
  },
  {
    brandAlias: 'demo',
    code: 'kwun-tong',
    ...names('港記茶餐廳（觀塘店）', 'Kong Kee Café (Kwun Tong)', '港记茶餐厅（观塘店）'),
    address: '九龍觀塘開源道55號開聯工業中心地下',
    address1: 'G/F, Hoi Luen Industrial Centre, 55 Hoi Yuen Road, Kwun Tong',
    address2: '九龙观塘开源道55号开联工业中心地下',
    phone: '+852 2790 4321',
    openStatus: 4,
    shipanyStatus: 2,
    mapX: null,
    mapY: null,
    ziquService: 1,
    menuService: 1,
    businessHours: '07:30-16:00',
    keywords: '觀塘, 工廈美食',
    sort: 4,
    menuTypes: [4, 7],
    tables: ['B1', 'B2'],
  },
  {
    brandAlias: 'harbour',
    code: 'aberdeen',
    ...names('海港酒家（香港仔）', 'Harbour (Aberdeen)', '海港酒家（香港仔）'),
    address: '香港仔海旁道1號海港中心2樓',
    address1: '2/F, Harbour Centre, 1 Aberdeen Praya Road, Aberdeen',
    address2: '香港仔海旁道1号海港中心2楼',
    phone: '+852 2555 0188',
    openStatus: 3,
    shipanyStatus: 1,
    mapX: '114.154500',
    mapY: '22.247700',
    ziquService: 1,
    menuService: 1,
    businessHours: '07:00-23:00',
    keywords: '<p>香港仔</p> 點心, 海鮮酒家',
    sort: 1,
    menuTypes: [1, 4, 5, 7],
    tables: ['大廳 1', '大廳 2', '大廳 3', '貴賓房 VIP'],
  },
  {
    brandAlias: 'harbour',
    code: 'sai-kung',
    ...names('海港酒家（西貢）', 'Harbour (Sai Kung)', '海港酒家（西贡）'),
    address: '新界西貢海傍街18號',
    address1: '18 Hoi Pong Street, Sai Kung, New Territories',
    address2: '新界西贡海傍街18号',
    phone: '+852 2792 8899',
    openStatus: 3,
    shipanyStatus: 2,
    mapX: null,
    mapY: null,
    ziquService: 1,
    menuService: 1,
    businessHours: '10:00-22:00',
    keywords: '西貢 海鮮',
    sort: 2,
    menuTypes: [4, 7, 10],
    tables: ['海景 1', '海景 2'],
  },
]

export type SeededMenu = { id: number; brandAlias: string; restaurantCode: string; menuType: number }

/** Upserts restaurants, their menus and table QR codes; returns restaurant ids and the menus. */
export async function seedRestaurants(
  db: Database,
  brandIds: Map<string, number>,
): Promise<{ restaurantIds: Map<string, number>; menus: SeededMenu[] }> {
  const rows = RESTAURANT_SEEDS.map(({ brandAlias, menuTypes: _types, tables: _tables, ...row }) => ({
    // Atop its menu, as in a brand's own app: its cover and its brand's logo (scripts/demo-pictures.ts).
    imageUrl: image(`covers/${brandAlias}-${row.code}.svg`),
    logo: image(`brands/${brandAlias}-logo.svg`),
    ...row,
    brandId: brandIds.get(brandAlias)!,
  }))
  const stored = await upsertRows(db, restaurants, rows, [restaurants.brandId, restaurants.code])
  const restaurantIds = new Map<string, number>()
  for (const seed of RESTAURANT_SEEDS) {
    const brandId = brandIds.get(seed.brandAlias)
    const row = stored.find((r) => r.brandId === brandId && r.code === seed.code)!
    restaurantIds.set(`${seed.brandAlias}/${seed.code}`, row.id)
  }

  const menuRows = RESTAURANT_SEEDS.flatMap((seed) =>
    seed.menuTypes.map((menuType, index) => ({
      restaurantId: restaurantIds.get(`${seed.brandAlias}/${seed.code}`)!,
      menuType,
      ...MENU_NAMES[menuType]!,
      sort: index + 1,
    })),
  )
  const storedMenus = await upsertRows(db, menus, menuRows, [menus.restaurantId, menus.menuType])
  const seeded: SeededMenu[] = RESTAURANT_SEEDS.flatMap((seed) => {
    const restaurantId = restaurantIds.get(`${seed.brandAlias}/${seed.code}`)
    return seed.menuTypes.map((menuType) => {
      const menu = storedMenus.find((m) => m.restaurantId === restaurantId && m.menuType === menuType)!
      return { id: menu.id, brandAlias: seed.brandAlias, restaurantCode: seed.code, menuType }
    })
  })

  const qrRows = RESTAURANT_SEEDS.flatMap((seed) => {
    const scanMenu = seeded.find(
      (m) => m.brandAlias === seed.brandAlias && m.restaurantCode === seed.code && m.menuType === 4,
    )
    if (!scanMenu || !seed.tables) return []
    return seed.tables.map((tableName) => ({
      menuId: scanMenu.id,
      qrCode: newTableCode(),
      tableName,
      seats: tableName.includes('VIP') ? 12 : 4,
    }))
  })
  // Printed on the table: a table keeps its random code when the seed runs again (`npm run staff --
  // tables` lists them with their links).
  if (qrRows.length > 0)
    await db
      .insert(tableQrCodes)
      .values(qrRows)
      .onConflictDoUpdate({
        target: [tableQrCodes.menuId, tableQrCodes.tableName],
        set: { seats: sql`excluded.seats` },
      })
  return { restaurantIds, menus: seeded }
}
