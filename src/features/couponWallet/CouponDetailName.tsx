import type { WalletCouponItem } from '../../domain/contract/couponWallet'
import { useLocale } from '../../i18n/useLocale'
import { couponName } from '../coupons/couponText'

/** The coupon's name as a page's section heading. */
export function CouponDetailName({ coupon, id }: { coupon: WalletCouponItem; id: string }) {
  const locale = useLocale()
  return (
    <h2 id={id} className="wallet-title">
      {couponName(coupon, locale)}
    </h2>
  )
}
