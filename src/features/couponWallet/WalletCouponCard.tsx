import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { WalletCouponItem } from '../../domain/contract/couponWallet'
import { type WalletArg, walletCouponArgValues } from '../../domain/couponWalletArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { CouponTicket } from '../coupons/CouponTicket'
import { UseNowButton } from './UseNowButton'
import { orderStateText } from './walletText'

type Props = {
  coupon: WalletCouponItem
  context: Omit<WalletArg, 'tab'>
  price: (value: string) => string
}

/** A coupon of the wallet: the ticket, what became of it, and its actions (use, rules, orders). */
export function WalletCouponCard({ coupon, context, price }: Props) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const arg = encodeArg(walletCouponArgValues({ ...context, memberCouponId: coupon.id }))
  const usable = coupon.status === 'available' && Date.parse(coupon.validTo) > Date.now()
  return (
    <CouponTicket coupon={coupon} price={price} dimmed={!usable}>
      {coupon.order || coupon.sending ? (
        <p className="wallet-coupon-state">{orderStateText(coupon, i18n, locale)}</p>
      ) : !usable ? (
        <p className="wallet-coupon-state">
          <Trans>Expired on {formatDate(coupon.validTo, 2)}</Trans>
        </p>
      ) : null}
      <div className="wallet-coupon-actions">
        {usable ? <UseNowButton brandId={context.brandId} coupon={coupon} /> : null}
        <Link to="/myCouponDetail/{-$arg}" params={{ arg }} className="button">
          <Trans>Details</Trans>
        </Link>
        {coupon.order ? (
          <Link to="/couponOrderDetail/{-$arg}" params={{ arg }} className="button">
            <Trans>Its order</Trans>
          </Link>
        ) : null}
      </div>
    </CouponTicket>
  )
}
