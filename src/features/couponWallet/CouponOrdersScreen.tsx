import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { WalletCouponOrder } from '../../domain/contract/couponWallet'
import type { WalletCouponArg } from '../../domain/couponWalletArgs'
import { localized } from '../../domain/locale'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { usePageTitle } from '../../ui/usePageTitle'
import { usePriceFormat } from '../brand/usePriceFormat'
import { CouponDetailName } from './CouponDetailName'
import { WalletCouponLoaded, WalletSubPage } from './CouponDetailScreen'

/**
 * /couponOrderDetail (issue 38): the order(s) a coupon is held by or was used in — a coupon is
 * spent by one order; one that an order gave back (cancelled, expired unpaid) is held by none —
 * each opening the order's detail (/orderDetail).
 */
export function CouponOrdersScreen({ context }: { context: WalletCouponArg }) {
  const { t } = useLingui()
  usePageTitle(t`Coupon orders`)
  const price = usePriceFormat(context.brandId)
  return (
    <WalletSubPage title={t`Coupon orders`} context={context}>
      <WalletCouponLoaded context={context}>
        {(coupon) => (
          <section className="wallet-orders" aria-labelledby="wallet-orders-title">
            <CouponDetailName coupon={coupon} id="wallet-orders-title" />
            {coupon.order ? (
              <ul className="wallet-list">
                <li>
                  <CouponOrderCard order={coupon.order} context={context} price={price} />
                </li>
              </ul>
            ) : (
              <p className="card wallet-empty">
                <Trans>This coupon has not been used in an order.</Trans>
              </p>
            )}
          </section>
        )}
      </WalletCouponLoaded>
    </WalletSubPage>
  )
}

function CouponOrderCard({
  order,
  context,
  price,
}: {
  order: WalletCouponOrder
  context: WalletCouponArg
  price: (value: string) => string
}) {
  const locale = useLocale()
  const arg = encodeArg([context.brandId, order.restaurantId, context.fromIndex ? 1 : 0, order.id])
  const shop = localized(order, 'restaurantName', locale)
  const when = formatDate(order.createdAt, 8)
  return (
    <Link to="/orderDetail/{-$arg}" params={{ arg }} className="card wallet-order">
      <span className="wallet-order-shop">{shop}</span>
      <span className="muted">
        <Trans>
          Order {order.orderNo} of {when}
        </Trans>
      </span>
      <span>
        <Trans>
          Total {price(order.price)}, the coupon took {price(order.coupon)} off
        </Trans>
      </span>
    </Link>
  )
}
