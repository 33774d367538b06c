import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useApp } from '../../app/appContext'
import { encodeArg } from '../../domain/args'
import type { WalletCouponItem } from '../../domain/contract/couponWallet'
import { type WalletCouponArg, walletArgValues, walletCouponArgValues } from '../../domain/couponWalletArgs'
import { useLocale } from '../../i18n/useLocale'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from '../brand/BrandHeader'
import { usePriceFormat } from '../brand/usePriceFormat'
import { CouponTicket } from '../coupons/CouponTicket'
import { MemberGate } from '../login/MemberGate'
import { UseNowButton } from './UseNowButton'
import { useWalletCoupon } from './useWalletCoupon'
import { WalletCopyNotice } from './WalletCopyNotice'
import { WalletPending } from './WalletPending'
import { orderStateText, sourceText } from './walletText'
import './wallet.css'

/**
 * A coupon's detail (/myCouponDetail, /appCouponDetail; issue 38): every rule in plain words, its
 * validity, where it came from, what became of it, with "Use now" or a link to its order.
 */
export function CouponDetailScreen({ context }: { context: WalletCouponArg }) {
  const { t } = useLingui()
  usePageTitle(t`Coupon details`)
  return (
    <WalletSubPage title={t`Coupon details`} context={context}>
      <CouponDetail context={context} />
    </WalletSubPage>
  )
}

/** A page under the wallet: the header, the login gate and the way back to the wallet. */
export function WalletSubPage({
  title,
  context,
  children,
}: {
  title: string
  context: WalletCouponArg
  children: ReactNode
}) {
  const walletArg = encodeArg(walletArgValues(context))
  return (
    <>
      <BrandHeader name={title} logo={undefined} />
      <div className="page wallet-page">
        <Link to="/myCoupons/{-$arg}" params={{ arg: walletArg }} className="wallet-back">
          <Trans>Back to my coupons</Trans>
        </Link>
        <MemberGate
          intro={
            <h2 className="wallet-title">
              <Trans>Log in to see your coupons</Trans>
            </h2>
          }
        >
          {children}
        </MemberGate>
      </div>
    </>
  )
}

/** The coupon once read: its state says loading, failed, not found, or the coupon. */
export function WalletCouponLoaded({
  context,
  children,
}: {
  context: WalletCouponArg
  children: (coupon: WalletCouponItem) => ReactNode
}) {
  const { t } = useLingui()
  const { records } = useApp()
  const { query, state } = useWalletCoupon(context)
  if (state.status !== 'ready')
    return (
      <WalletPending
        state={state}
        loading={t`Loading the coupon…`}
        failed={t`The coupon could not be loaded.`}
      />
    )
  const coupon = state.value.list[0]
  return (
    <>
      {state.savedAt !== null ? (
        <WalletCopyNotice savedAt={state.savedAt} onRetry={() => records.refresh(query)} />
      ) : null}
      {coupon ? (
        children(coupon)
      ) : (
        <p className="card wallet-empty" role="alert">
          <Trans>This coupon is not in your wallet.</Trans>
        </p>
      )}
    </>
  )
}

function CouponDetail({ context }: { context: WalletCouponArg }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(context.brandId)
  const ordersArg = encodeArg(walletCouponArgValues(context))
  return (
    <WalletCouponLoaded context={context}>
      {(coupon) => {
        const usable = coupon.status === 'available' && Date.parse(coupon.validTo) > Date.now()
        return (
          <CouponTicket coupon={coupon} price={price} facts headingLevel={2} dimmed={!usable}>
            <p className="wallet-coupon-state">{sourceText(coupon, i18n)}</p>
            {coupon.order || coupon.sending ? (
              <p className="wallet-coupon-state">{orderStateText(coupon, i18n, locale)}</p>
            ) : null}
            <div className="wallet-coupon-actions">
              {usable ? <UseNowButton brandId={context.brandId} coupon={coupon} /> : null}
              {/* The giver's form of the gift link takes the same arg: [brand, restaurant, fromIndex, coupon]. */}
              {usable || coupon.sending ? (
                <Link to="/sendSingle/{-$arg}" params={{ arg: ordersArg }} className="button">
                  {coupon.sending ? <Trans>See the gift link</Trans> : <Trans>Send to a friend</Trans>}
                </Link>
              ) : null}
              {coupon.order ? (
                <Link to="/couponOrderDetail/{-$arg}" params={{ arg: ordersArg }} className="button">
                  <Trans>Its order</Trans>
                </Link>
              ) : null}
            </div>
          </CouponTicket>
        )
      }}
    </WalletCouponLoaded>
  )
}
