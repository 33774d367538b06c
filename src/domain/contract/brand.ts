/**
 * Shapes of the calls the shell makes (SPEC §7 "System and login"), shared by the PWA's client
 * (src/api) and the server (server/services). Multilingual fields follow `localized()` in
 * ./locale: `name` Traditional Chinese, `name1` English, `name2` Simplified Chinese.
 * Ids are numbers; money is a decimal string.
 */

/** GET system/public/country/list */
export type Country = {
  id: 1 | 2 | 3 | 4
  name: string
  name1: string
  name2: string
  /** Dialling code with the plus sign, e.g. `+852`. */
  areaCode: string
  /** Digits a phone number of this country has (SPEC §5). */
  phoneLength: 8 | 11
}

/** GET system/public/memberSetting/get?brandId= */
export type MemberSetting = {
  brandId: number
  /** Whether guests may order without logging in. */
  guestOrdering: boolean
  /** Member ids for whom the debug console is shown on public hosts (SPEC §2). */
  debugMemberIds: number[]
  /** Name of the points currency in three languages. */
  pointsName: string
  pointsName1: string
  pointsName2: string
  /** Whether a new member must tick the Terms and Privacy agreement to register (always true today). */
  agreementRequired: boolean
}

/** GET restaurant/brand/getBrandByAlias?alias= */
export type Brand = {
  id: number
  alias: string
  name: string
  name1: string
  name2: string
  logo: string
  /** Product name used as the page-title suffix. */
  productName: string
  description: string
  description1: string
  description2: string
}

/** GET restaurant/brand/getSeo?brandId=[&restaurantId=] */
export type Seo = {
  title: string
  /** May carry HTML; the client strips tags before writing the keywords meta. */
  keywords: string
  description: string
}

/** GET restaurant/public/brand/getBrandRestaurantList?brandId= */
export type BrandRestaurant = {
  id: number
  brandId: number
  name: string
  name1: string
  name2: string
  address: string
  address1: string
  address2: string
  phone: string
  logo: string
  imageUrl: string
  /** SPEC §4: 0 closed, 2 busy, 3 open, 4 service unavailable, other open. */
  openStatus: number
  shipanyStatus: number
  /** Longitude and latitude as decimal strings, or null when the restaurant has no map position. */
  mapX: string | null
  mapY: string | null
  /** 1 when pick-up is on. */
  ziquService: 0 | 1
  /** 1 when scan ordering is on. */
  menuService: 0 | 1
  /** Opening hours text, e.g. `11:00-22:00`. */
  businessHours: string
  /** Menu types this restaurant offers (SPEC §2: 1 delivery, 4 scan, 5 cold-chain, 7/10 pick-up). */
  menuTypes: number[]
  keywords: string
}

/** POST restaurant/brand/getBrandConfigInfo (brandId) */
export type BrandConfig = {
  brandId: number
  /** Currency prefix shown before prices. */
  currencyPrefix: string
  /** Order types the brand takes: 1 shop, 2 takeout, 3 scan, 7 pick-up, 8 cold-chain. */
  orderTypes: number[]
  customerServiceEmail: string
  customerServicePhone: string
  whatsappNumber: string
}

/** GET system/restaurantExt/getBySettingNameList?brandId=&settingNameList=A,B[&restaurantId=] */
export type SettingRow = {
  settingName: string
  valueChar: string | null
  valueInt: number | null
}

/** POST member-web/system/getResourceInfo (brandId, type[, id]) */
export type Resource = {
  id: number
  type: number
  resourceName: string
  resourceName1: string
  resourceName2: string
  /** Sanitised HTML authored by the brand. */
  content: string
  content1: string
  content2: string
  imageUrl: string
  sort: number
}

/** GET system/public/carousel/get?brandId= */
export type CarouselSlide = {
  id: number
  imageUrl: string
  title: string
  title1: string
  title2: string
  /** In-app path under /shop (e.g. `/resource/<arg>`), an absolute URL, or empty. */
  linkUrl: string
  sort: number
}

/** Tabs the bottom bar may show (SPEC §2). */
const BOTTOM_FUNCTIONS = ['home', 'ordering', 'order', 'account'] as const
export type BottomFunctionKey = (typeof BOTTOM_FUNCTIONS)[number]

/** GET restaurant/public/brand/getBrandBottomFunction?brandId= */
export type BottomFunction = {
  id: number
  functionKey: BottomFunctionKey
  name: string
  name1: string
  name2: string
  sort: number
  show: 0 | 1
}

/** Setting names the shell reads. */
export const SETTING = {
  themeColor: 'App_Theme_Color',
  /** Duplicate-food warning window in minutes (SPEC §5). */
  foodInterval: 'FOODINTERVAL',
} as const
