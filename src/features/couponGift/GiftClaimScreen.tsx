import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { claimGift, getGiftInfo } from '../../api/couponCentre'
import { useApp } from '../../app/appContext'
import { type ShownAnswer, useCall } from '../../data/calls'
import { isLoggedIn, useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import type { GiftInfo } from '../../domain/contract/couponCentre'
import { formatDate } from '../../domain/time'
import { PageHeader } from '../../ui/PageHeader'
import { RetryNotice } from '../../ui/RetryNotice'
import { usePageTitle } from '../../ui/usePageTitle'
import { MEMBER_CALLS } from '../account/useMemberOverview'
import { usePriceFormat } from '../brand/usePriceFormat'
import { CouponTicket } from '../coupons/CouponTicket'
import { useLoginSheet } from '../login/useLoginSheet'
import { closedGiftText } from './giftText'
import './couponGift.css'

type Props = { brandId: number; code: string }

/** /sendSingle with a gift's code: the friend sees the coupon, logs in and claims it once. */
export function GiftClaimScreen({ brandId, code }: Props) {
  const { t, i18n } = useLingui()
  usePageTitle(t`A coupon for you`)
  const { api } = useApp()
  const session = useSession()
  const login = useLoginSheet()
  const price = usePriceFormat(brandId)
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const memberId = isLoggedIn(session) ? (session.member?.id ?? null) : null
  const key =
    memberId === null
      ? `coupon-gift:${code}:${version}`
      : `${MEMBER_CALLS}${memberId}:gift:${code}:${version}`
  const fresh = useCall(key, (client) => getGiftInfo(client, code))
  const last = useRef<ShownAnswer<GiftInfo> | undefined>(undefined)
  if (fresh) last.current = fresh
  const info = fresh ?? last.current

  async function claim() {
    setBusy(true)
    setOutcome(null)
    if (!(await login.requireLogin())) {
      setBusy(false)
      return
    }
    const answer = await claimGift(api, code)
    setBusy(false)
    setOutcome(
      answer.success
        ? { ok: true, message: t`The coupon is yours. It is in your wallet.` }
        : { ok: false, message: answer.errMsg || t`Network connection is unstable, please try again!` },
    )
    setVersion((n) => n + 1)
  }

  function body() {
    if (!info) return <p role="status">{t`Loading the gift…`}</p>
    if (!info.success || !info.data)
      return (
        <RetryNotice
          role="alert"
          className="gift-failed"
          message={info.errMsg || t`Network connection is unstable, please try again!`}
          onRetry={() => setVersion((n) => n + 1)}
        />
      )
    const gift = info.data
    const wallet = `/shop/myCoupons/${encodeArg([gift.brandId, 0, 0])}`
    return (
      <>
        <CouponTicket
          coupon={gift.coupon}
          price={price}
          headingLevel={2}
          facts
          dimmed={gift.state !== 'open'}
        />
        <section className="card gift-card" aria-live="polite">
          {outcome ? (
            <p className={outcome.ok ? 'gift-claimed' : 'gift-error'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.message}{' '}
              {outcome.ok ? (
                <a href={wallet} className="gift-wallet-link">
                  <Trans>Open my coupons</Trans>
                </a>
              ) : null}
            </p>
          ) : null}
          {outcome?.ok ? null : gift.state !== 'open' ? (
            <p className="gift-closed">{closedGiftText(gift.state, i18n)}</p>
          ) : gift.own ? (
            <p>
              <Trans>This is your own gift link. Share it with a friend: you cannot claim it yourself.</Trans>
            </p>
          ) : (
            <>
              <p>
                {t`A friend sent you this coupon. Claim it before ${formatDate(gift.expiresAt, 8)} to add it to your wallet.`}
              </p>
              <button
                type="button"
                className="button button-primary button-block"
                disabled={busy}
                onClick={() => void claim()}
              >
                {busy ? <Trans>Claiming…</Trans> : <Trans>Claim the coupon</Trans>}
              </button>
            </>
          )}
        </section>
      </>
    )
  }

  return (
    <>
      <PageHeader title={t`A coupon for you`} />
      <div className="page gift-page">{body()}</div>
      {login.sheet}
    </>
  )
}
