import type { RecordStore } from '../../data/recordStore'
import { fetchedOf, type RecordKind, type RecordQuery } from '../../data/recordTypes'
import { orderCopies } from '../../db/orderCopies'
import { WALLET_PAGE_SIZE, type WalletPage, type WalletTab } from '../../domain/contract/couponWallet'

/**
 * The wallet's call (member/getMemberCoupon/v2, docs/api.md "Coupon wallet") as records
 * (docs/data.md): a page of a tab, or one coupon for its detail. Coupons change from other screens
 * (a checkout reserves one, a promo code adds one), so a value is trusted for 10 s; the last one
 * seen is kept on the device (with the orders' copies: src/db/orderCopies.ts, emptied at logout)
 * and shown, with its age, only when the network cannot be reached.
 */

const walletKind: RecordKind<WalletPage> = {
  name: 'walletPage',
  maxAgeMs: 10_000,
  askAgainAfterMs: 1_000,
  memoryMax: 20,
  tags: (key) => [walletTag(Number(key.split(':')[1]))],
  device: orderCopies<WalletPage>(),
  showCopy: 'unreachable',
}

/** Key prefix of a member's wallet records (under `member:`, so logout forgets them). */
function walletTag(memberId: number): string {
  return `member:${memberId}:coupons`
}

/** One page of a tab of the member's wallet in the brand. */
export function walletPageQuery(
  memberId: number,
  brandId: number,
  tab: WalletTab,
  pageIndex: number,
): RecordQuery<WalletPage> {
  return {
    kind: walletKind,
    key: `${walletTag(memberId)}:page:${brandId}:${tab}:${pageIndex}`,
    fetch: async (_shown, api) =>
      fetchedOf(
        await api.post<WalletPage>('member/member/getMemberCoupon/v2', {
          brandId,
          tab,
          pageIndex,
          pageSize: WALLET_PAGE_SIZE,
        }),
      ),
  }
}

/** One coupon of the member's, whichever tab it is in (its detail and its orders). */
export function walletCouponQuery(
  memberId: number,
  brandId: number,
  memberCouponId: number,
): RecordQuery<WalletPage> {
  return {
    kind: walletKind,
    key: `${walletTag(memberId)}:coupon:${brandId}:${memberCouponId}`,
    fetch: async (_shown, api) =>
      fetchedOf(await api.post<WalletPage>('member/member/getMemberCoupon/v2', { brandId, memberCouponId })),
  }
}

/** After the wallet changed (a promo code redeemed): shown pages ask again, others are forgotten. */
export function invalidateWallet(records: RecordStore, memberId: number): void {
  records.invalidate(walletTag(memberId))
}
