import { readFileSync } from 'node:fs'
import { PAY_CALLS, type PayCall, type PayCallKind } from '../../../server/services/pay/providerCalls'
import { PAY_GROUPS } from '../../../src/domain/payTypes'
import { cartLine } from '../../unit/helpers/menuFixtures'

/** The routes to fuzz, read from the app itself (Hono's `app.routes`), and the calls docs/api.md names. */

export type Route = { method: string; path: string }

/** Ids of the seeded data and of the fuzz run's own member, found through the API. */
export type Ids = {
  brandId: number
  restaurantId: number
  foodId: number
  memberId: number
  phone: string
  addressId: number
}

/** How a route is called validly: its parameters, whether it needs the member's token, what it destroys. */
export type RouteSpec = {
  params: (ids: Ids) => Record<string, unknown>
  auth?: 'required' | 'optional'
  /** A success ends the session (logout, account deletion): the runner logs in again after one. */
  destructive?: boolean
  /** The body may be one record or an array of them (the log calls). */
  records?: boolean
}

/** One method and path per route (middleware entries and repeats left out), in mounting order. */
export function routesOf(app: { routes: readonly { method: string; path: string }[] }): Route[] {
  const seen = new Set<string>()
  const routes: Route[] = []
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`
    if (method === 'ALL' || seen.has(key)) continue
    seen.add(key)
    routes.push({ method, path })
  }
  return routes
}

/** A call docs/api.md names: a method (when the text gives one) and a full path or a path suffix. */
export type DocCall = { method?: string; path: string; suffix: boolean }

/** Every call docs/api.md names, full `/api/…` paths and the tables' relative `GET member/…` rows. */
export function documentedCalls(docsPath = 'docs/api.md'): DocCall[] {
  const text = readFileSync(docsPath, 'utf8')
  const calls = new Map<string, DocCall>()
  const add = (call: DocCall) => calls.set(`${call.method ?? '*'} ${call.path} ${call.suffix}`, call)
  for (const match of text.matchAll(/\b(GET|POST) (\/(?:api|uploads|healthz)[A-Za-z0-9_/-]*)/g))
    add({ method: match[1], path: match[2]!.replace(/\/$/, '') || '/', suffix: false })
  // Bare paths; a folder (`/api/order/`, written with its slash) names no call, nor does a source
  // file's path (`src/api/…`).
  for (const match of text.matchAll(/(?<![A-Za-z0-9_])\/api\/[A-Za-z0-9_/-]*[A-Za-z0-9_](?![A-Za-z0-9_/-])/g))
    add({ path: match[0], suffix: false })
  for (const match of text.matchAll(/\b(GET|POST) ([A-Za-z][A-Za-z0-9_]*\/[A-Za-z0-9_/]+)/g))
    add({ method: match[1], path: `/${match[2]}`, suffix: true })
  return [...calls.values()]
}

/** Whether a documented call is served by one of the routes (a bare folder path by any under it). */
export function coveredBy(call: DocCall, routes: readonly Route[]): boolean {
  return routes.some((route) => {
    if (call.method && call.method !== route.method) return false
    const path = route.path.replace(/\/\*$/, '')
    if (call.suffix) return path.endsWith(call.path)
    if (call.method) return path === call.path || (route.path.endsWith('/*') && call.path.startsWith(path))
    return path === call.path || path.startsWith(`${call.path}/`)
  })
}

const brand = (ids: Ids) => ({ brandId: ids.brandId })
const shop = (ids: Ids) => ({ restaurantId: ids.restaurantId, brandId: ids.brandId })
const address = (ids: Ids) => ({
  receiver: 'Fuzz Tester',
  phone: '91234567',
  currentAddress: 'Central',
  address: "1 Queen's Road",
  floor: '1',
  unit: 'A',
  dimensionMap: '114.158,22.281',
  isdefault: 1,
  sex: 1,
  memberId: ids.memberId,
})
const cart = (ids: Ids) => ({
  restaurantId: ids.restaurantId,
  lines: [{ productId: ids.foodId, number: 1 }],
  sent: [],
  persons: 2,
})
/** An addOrder2 payload of one unit of the food (the server prices it: the figures here are placeholders). */
const order = (ids: Ids) => ({
  ...shop(ids),
  orderType: 1,
  menuType: 1,
  ...(ids.addressId > 0 ? { addressId: ids.addressId } : {}),
  lines: [
    cartLine(ids.foodId, {
      posFid: String(ids.foodId),
      price: '0.00',
      productName: '',
      productName1: '',
      productName2: '',
      onTime: 0,
      restaurantId: ids.restaurantId,
      ablediscount: 0,
    }),
  ],
  persons: 1,
  remark: 'fuzz',
  payType: 1,
  submissionKey: 'fuzz-submission-0001',
  expectedPrice: '0.01',
})

/** A table code no table has (codes are 32 random hex digits). */
const FUZZ_TABLE_CODE = '0123456789abcdef0123456789abcdef'
/** No invite has this code (32 hex digits, the form of an invite's code). */
const FUZZ_INVITE_CODE = 'fedcba9876543210fedcba9876543210'
/** No coupon gift link has this code (32 hex digits, the form of a link's code). */
const FUZZ_GIFT_CODE = '0123456789abcdef0123456789abcdef'

/** Counter codes no restaurant has (issue 37 item 5: their kind's prefix and 32 hex digits). */
const FUZZ_TAKE_OUT_CODE = `to-${FUZZ_TABLE_CODE}`
const FUZZ_SELF_SERVICE_CODE = `ss-${FUZZ_TABLE_CODE}`

/** A table round's body: the order's cart under a table's code. */
const tableRound = (ids: Ids) => ({
  qrCode: FUZZ_TABLE_CODE,
  lines: order(ids).lines,
  remark: 'fuzz',
  submissionKey: 'fuzz-table-round-0001',
  expectedPrice: '1.00',
})
const loginBody = (ids: Ids) => ({
  phone: `5${ids.phone.slice(1)}`,
  code: '123456',
  brandId: ids.brandId,
  countryId: 1,
  smsType: 1,
})

/** Valid parameters of each kind of pay call (server/services/pay/providerCalls.ts). */
const PAY_PARAMS: Record<PayCallKind, (ids: Ids, call: PayCall) => Record<string, unknown>> = {
  create: (_ids, call) => ({ orderId: 1, payType: PAY_GROUPS[call.groups![0]!].ids[0] }),
  query: () => ({ orderId: 1 }),
  cancel: () => ({ orderId: 1 }),
  restaurantOpen: shop,
  brandOpen: brand,
  googlePayInfo: () => ({}),
  cardToken: () => ({ orderId: 1 }),
  cardTokenFacts: () => ({ token: 'AAAA.0000' }),
}

/** The specs of SPEC §7's pay calls, a row of their table each. */
function payCallSpecs(): Record<string, RouteSpec> {
  return Object.fromEntries(
    Object.entries(PAY_CALLS).map(([path, entry]) => {
      const call: PayCall = entry
      const params = (ids: Ids) => PAY_PARAMS[call.kind](ids, call)
      return [`${call.method} /api/pay${path}`, call.public ? { params } : { auth: 'required', params }]
    }),
  )
}

/** Valid parameters of every call (docs/api.md); `/api/…` routes without an entry get generic inputs only. */
const ROUTE_SPECS: Record<string, RouteSpec> = {
  'GET /api/system/public/memberSetting/get': { params: brand },
  'GET /api/system/public/country/list': { params: () => ({}) },
  'GET /api/system/restaurantExt/getBySettingNameList': {
    params: (ids) => ({ ...shop(ids), settingNameList: 'App_Theme_Color,FOODINTERVAL' }),
  },
  'GET /api/system/public/carousel/get': { params: brand },
  'POST /api/system/public/systemAlarmErrorLogs/add': {
    records: true,
    params: () => ({
      id: 'fuzz-error-0001',
      errorType: 4,
      platformType: 2,
      deviceType: 1,
      appVersion: '1.0.0',
      errorContent: 'fuzz',
      occurredAt: 1_700_000_000_000,
    }),
  },
  'POST /api/system/public/sms/send': {
    params: (ids) => ({ countryId: 1, phone: `6${ids.phone.slice(1)}`, type: 1 }),
  },
  'GET /api/system/public/sms/checkSmsCode': {
    params: (ids) => ({ countryId: 1, phone: `6${ids.phone.slice(1)}`, code: '123456', type: 1 }),
  },
  'GET /api/restaurant/brand/getBrandByAlias': { params: () => ({ alias: 'demo' }) },
  'GET /api/restaurant/brand/getSeo': { params: shop },
  'GET /api/restaurant/public/brand/getBrandRestaurantList': { params: brand },
  'POST /api/restaurant/brand/getBrandConfigInfo': { params: brand },
  'GET /api/restaurant/public/brand/getBrandBottomFunction': { params: brand },
  'GET /api/restaurant/member/getMemberTypeByMemberId': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), memberId: ids.memberId }),
  },
  'GET /api/restaurant/member/getMemberTypeEquity': { auth: 'required', params: brand },
  'GET /api/restaurant/restaurantInfo/getRestaurantInfoAtlas': {
    params: (ids) => ({ ...shop(ids), type: 0, mapX: '114.158', mapY: '22.281' }),
  },
  'POST /api/restaurant/restaurant/getRestaurantNew': { params: shop },
  'POST /api/restaurant/restaurant/getRestaurantInfoById': { params: shop },
  'GET /api/restaurant/period/getPeriodList': { params: shop },
  'GET /api/restaurant/restaurant/getShopKeywords': { params: shop },
  'GET /api/restaurant/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType': {
    params: (ids) => ({ restaurantId: ids.restaurantId, orderType: 0 }),
  },
  'GET /api/restaurant/restaurantWhatsAppConfig/getCheck': {
    params: (ids) => ({ restaurantId: ids.restaurantId, orderType: 7 }),
  },
  'GET /api/restaurant/whatsAppConfig/getBrandCheck': { params: brand },
  'POST /api/restaurant/food/shopMenuNew': {
    params: (ids) => ({ ...shop(ids), menuType: 1, version: 'fuzz-version' }),
  },
  'POST /api/restaurant/food/findFoodCombo': {
    params: (ids) => ({ foodId: ids.foodId, restaurantId: ids.restaurantId }),
  },
  'POST /api/restaurant/order/checkOrderLimit': { params: (ids) => ({ ...cart(ids), orderType: 1 }) },
  'POST /api/restaurant/order/checkZiquLimit': { params: cart },
  'GET /api/restaurant/shopRedis/get': {
    params: (ids) => ({ restaurantId: ids.restaurantId, key: 'fuzz.key' }),
  },
  'POST /api/restaurant/shopRedis/add': {
    params: (ids) => ({ restaurantId: ids.restaurantId, key: 'fuzz.key', value: 'fuzz value' }),
  },
  'POST /api/restaurant/shopRedis/clear': {
    params: (ids) => ({ restaurantId: ids.restaurantId, keys: 'fuzz.key,other:key' }),
  },
  'GET /api/restaurant/public/payType/list': { params: shop },
  'POST /api/member-web/system/getResourceInfo': { params: (ids) => ({ ...brand(ids), type: 17 }) },
  'POST /api/member-web/member/joinBrand': {
    auth: 'required',
    params: (ids) => ({
      ...brand(ids),
      memberId: ids.memberId,
      phone: ids.phone,
      appType: 7,
      webSource: 'fuzz',
    }),
  },
  'POST /api/member-web/member/getAddressAndResSetting': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), memberId: ids.memberId }),
  },
  'POST /api/member/userOptLog/insert': {
    records: true,
    params: () => ({
      id: 'fuzz-log-00001',
      logType: 1,
      optTime: 1_700_000_000_000,
      appType: 7,
      deviceId: 'fuzzdevice',
    }),
  },
  'POST /api/member/public/sms/login': { params: loginBody },
  'POST /api/member/public/register': { params: (ids) => ({ ...loginBody(ids), sex: 1 }) },
  'POST /api/member/logout': { auth: 'required', destructive: true, params: () => ({}) },
  'POST /api/member/member/getMemberInfoOth1': {
    auth: 'required',
    params: (ids) => ({ memberId: ids.memberId }),
  },
  'POST /api/member/member/updateMemberInfo': {
    auth: 'required',
    params: (ids) => ({
      memberId: ids.memberId,
      name: 'Fuzz',
      sex: 1,
      email: 'fuzz@example.com',
      birthday: '1990-01-31',
      headImg: '',
    }),
  },
  'GET /api/member/memberType/memberType': { auth: 'required', params: brand },
  'GET /api/member/member/memberCoupon/getAvailableCouponQuantity': { auth: 'required', params: brand },
  'POST /api/member/member/getMemberCoupon/v2': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), tab: 'used', pageIndex: 1, pageSize: 20 }),
  },
  'GET /api/member/memberWallet/getMemberWalletStatusByBrandId': { auth: 'required', params: brand },
  'GET /api/member/public/memberDiscount/getMemberDiscountInfo': { auth: 'optional', params: brand },
  'GET /api/member/memberPoints/getMemberLevelQueue': { auth: 'required', params: brand },
  'POST /api/member/member/pointDetails': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), pageSize: 5 }),
  },
  'POST /api/member/memberPoints/getExchangeItems': { auth: 'required', params: brand },
  // The fuzz member has no points: a valid exchange is refused (POINTS.INSUFFICIENT) and changes nothing.
  'POST /api/member/memberPoints/exchange': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), itemId: 1 }),
  },
  'POST /api/member/memberPoints/getExchange': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), exchangeId: 1 }),
  },
  'POST /api/member/member/getMemberAddress': {
    auth: 'required',
    params: (ids) => ({ memberId: ids.memberId }),
  },
  'POST /api/member/member/addMemberAddress': { auth: 'required', params: address },
  'POST /api/member/member/updateMemberAddress': {
    auth: 'required',
    params: (ids) => ({ ...address(ids), id: ids.addressId }),
  },
  'POST /api/member/member/delMemberAddress': {
    auth: 'required',
    params: (ids) => ({ id: ids.addressId, memberId: ids.memberId }),
  },
  'GET /api/member/member/accountLogOut/getMemberAccountTotalPoints': { auth: 'required', params: brand },
  'GET /api/member/member/accountLogOut/getMemberAccountCoupons': { auth: 'required', params: brand },
  'GET /api/member/member/accountLogOut/getMemberAccountOrders': { auth: 'required', params: brand },
  'POST /api/member/member/accountLogOut/saveAccountLogOutTo': {
    auth: 'required',
    destructive: true,
    params: (ids) => ({ ...brand(ids), reason: 'fuzz' }),
  },
  'GET /api/member/public/aliOss/getSignature': { auth: 'required', params: () => ({}) },
  'POST /api/order/addOrder2': { auth: 'required', params: order },
  'POST /api/order/getOrderDetailsByOrderId': { auth: 'required', params: () => ({ orderId: 1 }) },
  'GET /api/order/orderInfo/getMemberOrderList': {
    auth: 'required',
    params: (ids) => ({
      ...brand(ids),
      memberId: ids.memberId,
      pageIndex: 1,
      pageSize: 20,
      orderTypeList: 9,
    }),
  },
  'POST /api/order/updateOrderStatus': { auth: 'required', params: () => ({ orderId: 1, status: 6 }) },
  'POST /api/order/confirmPay': { auth: 'required', params: () => ({ orderId: 1, payType: 40 }) },
  'POST /api/order/addBuyMemberLevelOrder': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), levelId: 1, payType: 40, submissionKey: 'fuzz-level-key' }),
  },
  'POST /api/order/cloudGsa/addPackageOrder': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), packageId: 1, payType: 40, submissionKey: 'fuzz-package-key' }),
  },
  'GET /api/order/packageOrder/getPackageOrderById': { auth: 'required', params: () => ({ orderId: 1 }) },
  ...payCallSpecs(),
  // Unsigned here: every fuzzed notification is refused (401), none changes a payment.
  'POST /api/pay/callback/sandbox': {
    params: () => ({
      event: 'payment',
      ref: 'AAAAAAAAAAAAAAAAAAAAAA',
      orderId: 1,
      amount: '1.00',
      status: 'paid',
    }),
  },
  // No table has this code: each call answers TABLE.CODE_INVALID, and nothing changes.
  'POST /api/order/qrcode/scanTableQrcodeNew': { params: () => ({ qrCode: FUZZ_TABLE_CODE }) },
  'POST /api/pay/tableBill/pay': {
    auth: 'required',
    params: () => ({ qrCode: FUZZ_TABLE_CODE, sessionId: 1, payType: 40 }),
  },
  'POST /api/order/qrcode/addScanPerson': { params: () => ({ qrCode: FUZZ_TABLE_CODE, persons: 2 }) },
  'POST /api/order/qrcode/addTableOrder': { auth: 'required', params: (ids) => tableRound(ids) },
  'POST /api/order/scan/additionalOrder': {
    auth: 'required',
    params: (ids) => ({ ...tableRound(ids), sessionId: 1 }),
  },
  'GET /api/restaurant/scan/getScanById': { params: () => ({ qrCode: FUZZ_TABLE_CODE, id: 1 }) },
  'GET /api/order/tableCart': { params: () => ({ qrCode: FUZZ_TABLE_CODE, after: 1 }) },
  'POST /api/order/tableCart/change': {
    params: (ids) => ({
      qrCode: FUZZ_TABLE_CODE,
      guestKey: 'fuzz-guest-0000000000',
      guestName: 'Fuzz',
      changes: [{ kind: 'add', lineId: 'fuzz-line-00000000000', line: tableRound(ids).lines[0] }],
    }),
  },
  'POST /api/order/tableCart/send': {
    auth: 'required',
    params: () => ({
      qrCode: FUZZ_TABLE_CODE,
      generation: 'fuzz-generation-00000',
      version: 1,
      expectedPrice: '1.00',
    }),
  },
  // No restaurant has these counter codes: each call answers COUNTER.CODE_INVALID, nothing is placed.
  'POST /api/restaurant/takeOutScan/takeOutAddressAndRest': { params: () => ({ code: FUZZ_TAKE_OUT_CODE }) },
  'GET /api/restaurant/public/exclusive/selfServiceCode': {
    params: () => ({ code: FUZZ_SELF_SERVICE_CODE }),
  },
  'POST /api/order/takeOutScan/getTakeRestInfo': { params: () => ({ code: FUZZ_TAKE_OUT_CODE }) },
  'POST /api/order/takeOutScan/takeOutAddOrder': {
    auth: 'required',
    params: (ids) => ({ ...order(ids), orderType: 7, menuType: 7, code: FUZZ_TAKE_OUT_CODE }),
  },
  'POST /api/order/selfServiceCodeOrder': {
    auth: 'required',
    params: (ids) => ({ ...order(ids), orderType: 2, menuType: 7, code: FUZZ_SELF_SERVICE_CODE }),
  },
  // A group order at the demo restaurant; no invite has the fuzz code (INVITE.NOT_FOUND, nothing changes).
  'POST /api/order/invite/start': {
    auth: 'required',
    params: (ids) => ({ ...shop(ids), orderType: 7, menuType: 7 }),
  },
  'GET /api/order/invite': { params: () => ({ code: FUZZ_INVITE_CODE, after: 1 }) },
  'POST /api/order/invite/change': {
    params: (ids) => ({
      code: FUZZ_INVITE_CODE,
      guestKey: 'fuzz-guest-0000000000',
      guestName: 'Fuzz',
      changes: [{ kind: 'add', lineId: 'fuzz-line-00000000000', line: tableRound(ids).lines[0] }],
    }),
  },
  'GET /api/order/invite/host': { auth: 'required', params: () => ({ code: FUZZ_INVITE_CODE }) },
  'POST /api/order/invite/lock': { auth: 'required', params: () => ({ code: FUZZ_INVITE_CODE }) },
  'POST /api/order/invite/unlock': { auth: 'required', params: () => ({ code: FUZZ_INVITE_CODE }) },
  'POST /api/order/invite/cancel': { auth: 'required', params: () => ({ code: FUZZ_INVITE_CODE }) },
  'POST /api/order/invite/place': {
    auth: 'required',
    params: () => ({ code: FUZZ_INVITE_CODE, version: 1, payType: 1, expectedPrice: '1.00' }),
  },
  'GET /api/order/public/discountRules': {
    params: (ids) => ({ ...brand(ids), restaurantId: ids.restaurantId }),
  },
  'POST /api/member-web/member/getMemberCouponByMemberId': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), memberId: ids.memberId }),
  },
  'POST /api/restaurant/restaurant/addFavorite': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), kind: 'food', targetId: ids.foodId }),
  },
  'POST /api/restaurant/restaurant/delFavorite': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), kind: 'restaurant', targetId: ids.restaurantId }),
  },
  'POST /api/restaurant/restaurant/getFavoriteList': { auth: 'required', params: (ids) => brand(ids) },
  'POST /api/member-web/coupon/exchange': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), code: 'WELCOME10' }),
  },
  'POST /api/member-web/coupon/collectList': { auth: 'optional', params: brand },
  'POST /api/member-web/coupon/collect': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), couponId: 1 }),
  },
  'POST /api/member-web/coupon/sendInfo': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), memberCouponId: 1 }),
  },
  'POST /api/member-web/coupon/sendSingle': {
    auth: 'required',
    params: (ids) => ({ ...brand(ids), memberCouponId: 1 }),
  },
  'POST /api/member-web/coupon/cancelGift': { auth: 'required', params: () => ({ code: FUZZ_GIFT_CODE }) },
  'POST /api/member-web/coupon/giftInfo': { auth: 'optional', params: () => ({ code: FUZZ_GIFT_CODE }) },
  'POST /api/member-web/coupon/claimGift': { auth: 'required', params: () => ({ code: FUZZ_GIFT_CODE }) },
  'GET /api/member-web/stampCard/list': { auth: 'required', params: brand },
  'GET /api/member/TakeawayArea/getCarousel': { params: brand },
  'GET /api/queue/public/getNumber/getNumberOpen': { params: (ids) => ({ restaurantId: ids.restaurantId }) },
  'GET /api/queue/public/getNumber/selectQueuePeriod': {
    params: (ids) => ({ restaurantId: ids.restaurantId }),
  },
  'GET /api/queue/public/getNumber/distinct': { params: (ids) => ({ restaurantId: ids.restaurantId }) },
  'POST /api/queue/public/getNumber/autoGetNumber': {
    auth: 'optional',
    params: (ids) => ({ restaurantId: ids.restaurantId, persons: 2 }),
  },
  'GET /api/queue/public/getNumber/getByNumId': { auth: 'optional', params: () => ({ id: 1 }) },
  'POST /api/queue/public/getNumber/updateNumberStatus': { auth: 'optional', params: () => ({ id: 1 }) },
  'POST /api/queue/public/getNumber/bindMemberId': {
    auth: 'required',
    params: () => ({ id: 1, token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }),
  },
  'GET /api/queue/public/getNumber/history': { auth: 'required', params: brand },
  'GET /api/member/TakeawayArea/getRestaurantOrder': { auth: 'required', params: brand },
  'POST /api/gsa/gsa/queryDeliveryFee': {
    auth: 'required',
    params: (ids) => ({
      addressId: ids.addressId,
      restaurantId: ids.restaurantId,
      userId: ids.memberId,
      companyType: 1,
    }),
  },
  'POST /api/gsa/calculateEstimatedTime': {
    auth: 'required',
    params: (ids) => ({ restaurantId: ids.restaurantId, orderType: 1, addressId: ids.addressId }),
  },
  'GET /api/gsa/geocode/reverse': { auth: 'required', params: () => ({ lat: 22.2819, lng: 114.158 }) },
  'GET /api/gsa/geocode/search': { auth: 'required', params: () => ({ q: 'Queen Road Central' }) },
  // The event stream answers an envelope unless text/event-stream is accepted (the fuzzer never asks for it).
  'GET /api/order/events': { auth: 'required', params: () => ({ orderId: 1 }) },
  // The staff API is off in the fuzzed app (no STAFF_TOKEN): every call answers 404.
  'GET /api/staff/orders': { params: brand },
  'GET /api/staff/orders/detail': { params: () => ({ orderId: 1 }) },
  'POST /api/staff/orders/confirm': { params: () => ({ orderId: 1 }) },
  'POST /api/staff/orders/status': { params: () => ({ orderId: 1, status: 2 }) },
  'POST /api/staff/orders/track': { params: () => ({ orderId: 1, state: 1 }) },
  'POST /api/staff/orders/cancel': { params: () => ({ orderId: 1 }) },
  'POST /api/staff/orders/refund': { params: () => ({ orderId: 1, progress: 5 }) },
  // Valid: the demo brand's default, so that a body the app takes changes nothing.
  'GET /api/staff/limits': { params: brand },
  'POST /api/staff/limits': { params: (ids) => ({ brandId: ids.brandId, lineUnits: 99 }) },
  'POST /api/staff/hours': { params: (ids) => ({ ...shop(ids), businessHours: '07:00-22:00' }) },
  'GET /api/staff/tables': { params: shop },
  'POST /api/staff/tables/close': { params: (ids) => ({ ...shop(ids), qrCode: FUZZ_TABLE_CODE }) },
  'POST /api/staff/tables/paid': { params: (ids) => ({ ...shop(ids), qrCode: FUZZ_TABLE_CODE }) },
  'GET /api/staff/coupons': { params: brand },
  'POST /api/staff/coupons': {
    params: (ids) => ({
      ...brand(ids),
      kind: 'collect',
      code: 'FUZZ5',
      name: '券',
      name1: 'Fuzz',
      name2: '券',
      couponType: 2,
      amount: '5',
    }),
  },
  'POST /api/staff/couponGroups': {
    params: (ids) => ({ ...brand(ids), code: 'fuzz', name: '組', name1: 'Fuzz', name2: '组' }),
  },
  'GET /api/staff/counterCodes': { params: shop },
  'POST /api/staff/counterCodes/rotate': { params: (ids) => ({ ...shop(ids), code: FUZZ_TAKE_OUT_CODE }) },
  'GET /api/staff/invites': { params: shop },
  'POST /api/staff/invites/cancel': { params: (ids) => ({ ...shop(ids), code: FUZZ_INVITE_CODE }) },
  'GET /api/staff/points': { params: brand },
  'POST /api/staff/points/rate': { params: (ids) => ({ ...brand(ids), pointsPerDollar: '1.00' }) },
  'POST /api/staff/points/items': {
    params: (ids) => ({
      ...brand(ids),
      kind: 'gift',
      code: 'fuzz',
      name: 'a',
      name1: 'a',
      name2: 'a',
      cost: 1,
      stock: 0,
    }),
  },
  'POST /api/staff/points/adjust': {
    params: (ids) => ({ ...brand(ids), memberId: ids.memberId, points: 1, note: 'fuzz' }),
  },
  'GET /api/staff/levels': { params: brand },
  'POST /api/staff/levels': {
    params: (ids) => ({ ...brand(ids), code: 'fuzz', level: 9, name: 'a', name1: 'a', name2: 'a' }),
  },
  'GET /api/staff/packages': { params: brand },
  'POST /api/staff/packages': {
    params: (ids) => ({
      ...brand(ids),
      code: 'fuzz',
      name: 'a',
      name1: 'a',
      name2: 'a',
      price: '10',
      voucherCount: 2,
      foodCode: 'demo-milk-tea',
    }),
  },
  'GET /api/staff/queue': { params: (ids) => ({ restaurantId: ids.restaurantId }) },
  'POST /api/staff/queue/open': { params: (ids) => ({ restaurantId: ids.restaurantId, open: 1 }) },
  'POST /api/staff/queue/call': { params: () => ({ ticketId: 1 }) },
  'POST /api/staff/queue/seat': { params: () => ({ ticketId: 1 }) },
  'POST /api/staff/queue/pass': { params: () => ({ ticketId: 1 }) },
  'POST /api/staff/queue/cancel': { params: () => ({ ticketId: 1 }) },
  'GET /api/staff/stampCards': { params: brand },
  // The code is taken after the first success: later valid calls answer STAMP.CODE_TAKEN.
  'POST /api/staff/stampCards': {
    params: (ids) => ({
      ...brand(ids),
      code: 'fuzz',
      name: 'a',
      name1: 'a',
      name2: 'a',
      stampsNeeded: 5,
      orderTypes: '7,1',
      minSpend: '10',
      couponCode: 'POINTS10',
    }),
  },
  'GET /api/dev/logs': { params: () => ({ deviceId: 'fuzzdevice' }) },
  'GET /api/dev/sms': { params: (ids) => ({ phone: `1-6${ids.phone.slice(1)}` }) },
  // Last, alone: a moved clock ends windows and codes the parallel calls rely on.
  'POST /api/dev/clock': { destructive: true, params: () => ({ advanceSeconds: 1 }) },
}

/** The spec of a route, or null (a route the table does not know: generic inputs only). */
export function specOf(route: Route): RouteSpec | null {
  return ROUTE_SPECS[`${route.method} ${route.path}`] ?? null
}
