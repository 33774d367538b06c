import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { walletLink } from '../couponWallet/walletLink'
import { integralListLink } from '../points/pointsLink'
import type { MemberOverview } from './useMemberOverview'

type Props = { arg: string; brandId: number; overview: MemberOverview }

/** A figure beside a link (a count, a balance), once its call has answered; `said` is what a screen reader hears. */
function LinkValue({
  children,
  said,
  badge = false,
}: {
  children: ReactNode
  said: string
  badge?: boolean
}) {
  return (
    <span className={badge ? 'account-link-value account-link-badge' : 'account-link-value'}>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{said}</span>
    </span>
  )
}

/**
 * Where a member goes from the account: what they hold (coupons with the usable count, points with
 * the balance, vouchers and packages, favourites), where to get more (the coupon centre), their
 * addresses and deletion.
 */
export function AccountLinks({ arg, brandId, overview }: Props) {
  const { t } = useLingui()
  const points = overview.points?.success ? overview.points.data?.points : undefined
  const usable = overview.coupons?.success ? overview.coupons.data : undefined
  return (
    <nav className="card account-links" aria-label={t`Account`}>
      <Link {...walletLink({ brandId })} className="account-link">
        <span>
          <Trans>My coupons</Trans>
        </span>
        {usable ? (
          <LinkValue badge said={t`${usable} usable`}>
            {usable}
          </LinkValue>
        ) : null}
      </Link>
      <Link {...integralListLink(brandId)} className="account-link">
        <span>
          <Trans>My points</Trans>
        </span>
        {points !== undefined ? (
          <LinkValue said={t`balance ${Number(points)}`}>{Number(points)}</LinkValue>
        ) : null}
      </Link>
      <Link to="/takeawayDetail/{-$arg}" params={{ arg }} className="account-link">
        <span>
          <Trans>Vouchers and packages</Trans>
        </span>
      </Link>
      <Link to="/collectCoupons/{-$arg}" params={{ arg }} className="account-link">
        <Trans>Coupon centre</Trans>
      </Link>
      <Link to="/collection/{-$arg}" params={{ arg }} className="account-link">
        <Trans>My favourites</Trans>
      </Link>
      <Link to="/addressList/{-$arg}" params={{ arg }} className="account-link">
        <Trans>My addresses</Trans>
      </Link>
      <Link to="/logout/{-$arg}" params={{ arg }} className="account-link">
        <Trans>Delete account</Trans>
      </Link>
    </nav>
  )
}
