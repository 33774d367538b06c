import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { collectCoupon } from '../../api/couponCentre'
import { useApp } from '../../app/appContext'
import { encodeArg } from '../../domain/args'
import type { CollectableCoupon } from '../../domain/contract/couponCentre'
import { useLocale } from '../../i18n/useLocale'
import { CouponTicket } from '../coupons/CouponTicket'
import { couponName } from '../coupons/couponText'
import type { LoginSheetHandle } from '../login/useLoginSheet'
import type { CentreContext } from './centreContext'
import { blockText, copyValidity, leftText, limitText } from './collectText'

type Props = {
  coupon: CollectableCoupon
  context: CentreContext
  member: boolean
  login: LoginSheetHandle
  price: (value: string) => string
  /** The detail shows every rule; a list shows the terms and a link to the detail. */
  detail?: boolean
  onCollected: () => void
}

type Outcome = { ok: boolean; message: string }

/**
 * A coupon to collect: the ticket, what is left and the member's own limit, and Collect. A guest is
 * asked to log in by the login sheet and, once logged in, the same coupon is collected.
 */
export function CollectableTicket({
  coupon,
  context,
  member,
  login,
  price,
  detail = false,
  onCollected,
}: Props) {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const arg = (...more: number[]) =>
    encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0, ...more])

  // The button may turn off once collected: the message takes the focus it had.
  useEffect(() => {
    if (outcome) messageRef.current?.focus()
  }, [outcome])

  async function collect() {
    setBusy(true)
    setOutcome(null)
    const loggedIn = await login.requireLogin()
    if (!loggedIn) {
      setBusy(false)
      return
    }
    const answer = await collectCoupon(api, context.brandId, coupon.couponId)
    setBusy(false)
    setOutcome(
      answer.success
        ? { ok: true, message: t`Collected. It is in your wallet.` }
        : { ok: false, message: answer.errMsg || t`The coupon could not be collected. Please try again.` },
    )
    onCollected()
  }

  const left = leftText(coupon, i18n)
  const blocked = member ? blockText(coupon, i18n) : coupon.left === 0 ? t`All collected` : null
  return (
    <CouponTicket coupon={coupon} price={price} facts={detail} dimmed={coupon.left === 0}>
      <p className="collect-validity">{copyValidity(coupon, i18n)}</p>
      <p className="collect-counts">
        {left ? <span className="collect-left">{left}</span> : null}
        <span>{limitText(coupon, i18n, member)}</span>
      </p>
      <div className="collect-actions">
        <button
          type="button"
          className="button button-primary collect-button"
          disabled={busy || blocked !== null}
          onClick={() => void collect()}
        >
          {busy ? <Trans>Collecting…</Trans> : (blocked ?? <Trans>Collect</Trans>)}
        </button>
        {detail ? null : (
          <Link
            to="/collect/couponDetail/{-$arg}"
            params={{ arg: arg(coupon.couponId) }}
            className="link-button"
            aria-label={t`Details of ${couponName(coupon, locale)}`}
          >
            <Trans>Details</Trans>
          </Link>
        )}
      </div>
      {outcome ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          className={`collect-outcome${outcome.ok ? '' : ' collect-outcome-failed'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.message}{' '}
          {outcome.ok ? (
            <a href={`/shop/myCoupons/${arg()}`} className="collect-wallet-link">
              <Trans>Open my coupons</Trans>
            </a>
          ) : null}
        </p>
      ) : null}
    </CouponTicket>
  )
}
