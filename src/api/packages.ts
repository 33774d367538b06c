import type { OrderDetail } from '../domain/contract/order'
import type {
  BuyPackageInput,
  MemberPackages,
  PackageOrderDetail,
  VoucherPackage,
} from '../domain/contract/packages'
import type { ApiClient, ApiEnvelope } from './client'

/** The voucher and package calls (issue 39 item 4; docs/api.md "Vouchers and packages"). */

/** GET TakeawayArea/getCarousel — the packages the brand sells now (no login needed). */
export function getPackages(api: ApiClient, brandId: number): Promise<ApiEnvelope<VoucherPackage[]>> {
  return api.get('member/TakeawayArea/getCarousel', { brandId })
}

/** GET TakeawayArea/getRestaurantOrder — the member's package orders and the vouchers usable now. */
export function getMemberPackages(api: ApiClient, brandId: number): Promise<ApiEnvelope<MemberPackages>> {
  return api.get('member/TakeawayArea/getRestaurantOrder', { brandId })
}

/** GET packageOrder/getPackageOrderById — one package order and each of its vouchers. */
export function getPackageOrder(api: ApiClient, orderId: number): Promise<ApiEnvelope<PackageOrderDetail>> {
  return api.get('order/packageOrder/getPackageOrderById', { orderId })
}

/**
 * POST cloudGsa/addPackageOrder — an order for one package, to pay on the pay screen; the same
 * submission key answers the same order, so a retry after a lost answer buys once.
 */
export function buyPackage(api: ApiClient, input: BuyPackageInput): Promise<ApiEnvelope<OrderDetail>> {
  return api.post('order/cloudGsa/addPackageOrder', input, { json: true })
}
