import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { cancelGift, getSendInfo, sendCoupon } from '../../api/couponCentre'
import { useApp } from '../../app/appContext'
import { useCall } from '../../data/calls'
import { isLoggedIn, useSession } from '../../db/session'
import { formatDate } from '../../domain/time'
import { PageHeader } from '../../ui/PageHeader'
import { RetryNotice } from '../../ui/RetryNotice'
import { usePageTitle } from '../../ui/usePageTitle'
import { MEMBER_CALLS } from '../account/useMemberOverview'
import { usePriceFormat } from '../brand/usePriceFormat'
import { CouponTicket } from '../coupons/CouponTicket'
import { MemberGate } from '../login/MemberGate'
import { GiftLinkShare } from './GiftLinkShare'
import { closedGiftText, giftPath } from './giftText'
import './couponGift.css'

type Props = { brandId: number; memberCouponId: number }

/** /sendSingle with the member's coupon: make a gift link, share it, or take it back (issue 38 item 3). */
export function SendCouponScreen(props: Props) {
  const { t } = useLingui()
  usePageTitle(t`Send to a friend`)
  return (
    <>
      <PageHeader title={t`Send to a friend`} />
      <div className="page gift-page">
        <MemberGate
          intro={
            <h2 className="gift-title">
              <Trans>Log in to send your coupon</Trans>
            </h2>
          }
        >
          <Sender {...props} />
        </MemberGate>
      </div>
    </>
  )
}

function Sender({ brandId, memberCouponId }: Props) {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const session = useSession()
  const price = usePriceFormat(brandId)
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const memberId = isLoggedIn(session) ? (session.member?.id ?? 0) : 0
  const info = useCall(`${MEMBER_CALLS}${memberId}:${brandId}:send:${memberCouponId}:${version}`, (client) =>
    getSendInfo(client, brandId, memberCouponId),
  )
  if (!info) return <p role="status">{t`Loading your coupon…`}</p>
  if (!info.success || !info.data)
    return (
      <RetryNotice
        role="alert"
        className="gift-failed"
        message={info.errMsg || t`Network connection is unstable, please try again!`}
        onRetry={() => setVersion((n) => n + 1)}
      />
    )
  const { coupon, sendable, gift } = info.data

  async function act(move: () => Promise<{ success: boolean; errMsg?: string }>) {
    setBusy(true)
    setFailure(null)
    const answer = await move()
    setBusy(false)
    if (!answer.success) setFailure(answer.errMsg || t`Network connection is unstable, please try again!`)
    setVersion((n) => n + 1)
  }

  return (
    <>
      <CouponTicket coupon={coupon} price={price} headingLevel={2} dimmed={gift?.state === 'claimed'} />
      <section className="card gift-card" aria-labelledby="gift-title">
        <h2 id="gift-title" className="gift-title">
          <Trans>Gift link</Trans>
        </h2>
        {gift?.state === 'open' ? (
          <>
            <p>
              {t`Your friend opens this link and logs in to claim the coupon. It is held for them until ${formatDate(gift.expiresAt, 8)}; you cannot use it meanwhile.`}
            </p>
            <GiftLinkShare path={giftPath(brandId, gift.code)} />
            <button
              type="button"
              className="link-button gift-cancel"
              disabled={busy}
              onClick={() => void act(() => cancelGift(api, gift.code))}
            >
              <Trans>Cancel the gift and keep the coupon</Trans>
            </button>
          </>
        ) : gift?.state === 'claimed' ? (
          <p role="status">
            <Trans>Your friend claimed this coupon. It is no longer in your wallet.</Trans>
          </p>
        ) : sendable ? (
          <>
            {gift ? <p className="muted">{closedGiftText(gift.state, i18n)}</p> : null}
            <p>
              <Trans>
                Make a link for a friend. The coupon is held for them until they claim it, for 7 days at most;
                then it comes back to you.
              </Trans>
            </p>
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy}
              onClick={() => void act(() => sendCoupon(api, brandId, memberCouponId))}
            >
              <Trans>Create a gift link</Trans>
            </button>
          </>
        ) : (
          <p>
            <Trans>This coupon cannot be sent now: it is used, held by an order or expired.</Trans>
          </p>
        )}
        {failure ? (
          <p className="gift-error" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
    </>
  )
}
