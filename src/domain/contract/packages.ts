/**
 * Shapes of the voucher and package calls (issue 39 item 4, docs/api.md "Vouchers and packages"):
 * the packages a brand sells (N vouchers of one dish at a price), buying one as an order
 * (cloudGsa/addPackageOrder, paid like any order), the member's package orders and vouchers, and
 * the staff's packages. A voucher gives one unit of its dish at 0 in a later order (addOrder2's
 * `voucherIds`, ../vouchers/voucherLines.ts).
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { isKnownPayType } from '../payTypes'
import { CodeParam, IdParam, OptionalIdParam, wholeNumber } from './idParams'
import { SubmissionKeyParam } from './order'
import { DescriptionParam, NameParam } from './points'
import { MoneyParam } from './staffCoupons'

/** Names in the three languages (`name` zh-HK, `name1` English, `name2` zh-CN; src/domain/locale.ts localized). */
type Names = { name: string; name1: string; name2: string }

/** A package for sale (GET TakeawayArea/getCarousel). */
export type VoucherPackage = Names & {
  id: number
  brandId: number
  code: string
  description: string
  description1: string
  description2: string
  imageUrl: string
  /** What the package costs, a two-place money text. */
  price: string
  /** How many vouchers it holds. */
  voucherCount: number
  /** The dish each voucher gives: its code (a menu's posFid) and names. */
  food: Names & { code: string }
  /** Days each voucher can be used from the payment. */
  validDays: number
}

/** Voucher states: usable, used in an order, withdrawn (the package was refunded). */
export const VOUCHER_STATUS = { usable: 0, used: 1, withdrawn: 2 } as const

/** One of the member's vouchers. */
export type MemberVoucher = {
  id: number
  packageId: number
  /** The package order it came from. */
  orderId: number
  food: Names & { code: string }
  status: (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS]
  /** ISO time after which it can no longer be used. */
  expiresAt: string
  /** The order it was used in, when used. */
  usedOrderId: number | null
  usedAt: string | null
}

/** A package the member bought: its order, and how many of its vouchers are left. */
export type PackageOrderSummary = {
  orderId: number
  /** The order's status (SPEC §4): 0 waiting for payment, 5 paid (vouchers issued), 6 cancelled. */
  status: number
  /** The order's refund progress, when refunded. */
  refundProgress: number | null
  createdAt: string
  price: string
  package: Omit<VoucherPackage, 'price'>
  vouchers: { total: number; usable: number; used: number; withdrawn: number; expired: number }
  /** The soonest end of a usable voucher, ISO; null when none is usable. */
  nextExpiry: string | null
}

/**
 * GET TakeawayArea/getRestaurantOrder: the member's package orders of the brand (newest first) and
 * the vouchers usable now (soonest to expire first), which the checkout offers.
 */
export type MemberPackages = { orders: PackageOrderSummary[]; vouchers: MemberVoucher[] }

/** GET packageOrder/getPackageOrderById: one package order with each of its vouchers. */
export type PackageOrderDetail = PackageOrderSummary & { items: MemberVoucher[] }

export const PackageListParams = v.object({ brandId: IdParam })

/** POST cloudGsa/addPackageOrder: an order for one package, paid like any order. */
export const BuyPackageParams = v.object({
  brandId: IdParam,
  packageId: IdParam,
  /** The restaurant whose payment methods pay it; the brand's first one when left out. */
  restaurantId: OptionalIdParam,
  /** An online method the restaurant offers, or 1 (cash at the shop) where it is taken; left out, its default online one. */
  payType: v.optional(v.pipe(v.number(), v.integer(), v.check(isKnownPayType))),
  submissionKey: SubmissionKeyParam,
})
export type BuyPackageInput = v.InferOutput<typeof BuyPackageParams>

export const PackageOrderParams = v.object({ orderId: IdParam })

/** errCodes of packages and vouchers (docs/api.md "Errors"). */
export const PACKAGE_ERROR = {
  notForSale: 'PACKAGE.NOT_FOR_SALE',
  /** A voucher is not the member's, used, withdrawn or expired (also: another order just used it). */
  voucherUnavailable: 'VOUCHER.UNAVAILABLE',
  /** A voucher's dish is not in the cart (one unit per voucher). */
  voucherNoDish: 'VOUCHER.NO_DISH',
  /** Staff: no dish of the brand's menus has this code. */
  foodNotFound: 'PACKAGE.FOOD_NOT_FOUND',
} as const

/** GET /api/staff/packages: the brand's packages. */
export const StaffPackagesParams = v.object({ brandId: IdParam })

/** POST /api/staff/packages: creates the brand's package of that code, or updates it. */
export const StaffPackageParams = v.object({
  brandId: IdParam,
  code: CodeParam,
  name: NameParam,
  name1: NameParam,
  name2: NameParam,
  description: DescriptionParam,
  description1: DescriptionParam,
  description2: DescriptionParam,
  imageUrl: v.optional(v.pipe(boundedText(500), v.trim()), ''),
  price: MoneyParam,
  voucherCount: wholeNumber(1, 100),
  /** The dish's code (posFid) on the brand's menus. */
  foodCode: CodeParam,
  validDays: v.optional(wholeNumber(1, 3660), 365),
  /** 0: no longer sold (bought vouchers stay usable). */
  forSale: v.optional(wholeNumber(0, 1), 1),
  sort: v.optional(wholeNumber(0, 9999), 0),
})
export type StaffPackageInput = v.InferOutput<typeof StaffPackageParams>
