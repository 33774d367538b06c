import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { exchangeCoupon, type MemberCoupon } from '../../api/order'
import { useApp } from '../../app/appContext'
import type { CouponUsability } from '../../domain/pricing/priceOrder'
import { useLocale } from '../../i18n/useLocale'
import { couponName, couponTerms } from './checkoutText'

/** Longest promo code the field takes. */
const MAX_CODE_CHARS = 32

type Props = {
  brandId: number
  usability: CouponUsability<MemberCoupon>[]
  /** The coupons could not be read: the server's message. */
  error: string | null
  loading: boolean
  chosenId: number | null
  onChoose: (id: number | null) => void
  onRedeemed: () => void
  price: (value: string) => string
}

/**
 * The coupon choice (SPEC §5): the member's coupons, only usable ones selectable, the others with
 * why not; and the promo-code field (member-web/coupon/exchange) with the server's SPEC §8 message.
 */
export function CouponSection(props: Props) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const groupName = useId()
  const { usability, chosenId, onChoose, price } = props
  return (
    <section className="card checkout-section" aria-labelledby={`${groupName}-title`}>
      <h2 id={`${groupName}-title`} className="checkout-section-title">
        <Trans>Coupon</Trans>
      </h2>
      {props.loading ? (
        <p className="muted">
          <Trans>Loading your coupons…</Trans>
        </p>
      ) : props.error !== null ? (
        <p className="notice notice-warning" role="alert">
          {props.error || t`Network connection is unstable, please try again!`}
        </p>
      ) : (
        <fieldset className="checkout-coupons">
          <legend className="visually-hidden">{t`Choose a coupon`}</legend>
          <label className="checkout-choice">
            <input
              type="radio"
              name={groupName}
              checked={
                chosenId === null || !usability.some((entry) => entry.usable && entry.coupon.id === chosenId)
              }
              onChange={() => onChoose(null)}
            />
            <span>
              <Trans>No coupon</Trans>
            </span>
          </label>
          {usability.map(({ coupon, usable, amount }) => (
            <label key={coupon.id} className={`checkout-choice${usable ? '' : ' checkout-choice-off'}`}>
              <input
                type="radio"
                name={groupName}
                disabled={!usable}
                checked={usable && chosenId === coupon.id}
                onChange={() => onChoose(coupon.id)}
              />
              <span className="checkout-choice-text">
                <span className="checkout-choice-name">{couponName(coupon, locale)}</span>
                <span className="muted">{couponTerms(coupon, i18n, price)}</span>
                {usable ? (
                  <span className="checkout-coupon-saves">{t`Saves ${price(amount)}`}</span>
                ) : (
                  <span className="checkout-coupon-reason">
                    {coupon.status === 'reserved'
                      ? t`Not usable: held by another order`
                      : t`Not usable: this order does not reach the spend of ${price(coupon.spend)}`}
                  </span>
                )}
              </span>
            </label>
          ))}
          {usability.length === 0 ? (
            <p className="muted">
              <Trans>You have no coupons for this brand yet.</Trans>
            </p>
          ) : null}
        </fieldset>
      )}
      <PromoCodeForm brandId={props.brandId} onRedeemed={props.onRedeemed} />
    </section>
  )
}

function PromoCodeForm({ brandId, onRedeemed }: { brandId: number; onRedeemed: () => void }) {
  const { t } = useLingui()
  const { api } = useApp()
  const fieldId = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  async function redeem(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) return
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await exchangeCoupon(api, trimmed, brandId)
      if (answer.success) {
        setCode('')
        setOutcome({ ok: true, message: t`Coupon added. You can choose it above.` })
        onRedeemed()
      } else {
        setOutcome({
          ok: false,
          message: answer.errMsg || t`Network connection is unstable, please try again!`,
        })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="checkout-promo" onSubmit={(event) => void redeem(event)}>
      <label htmlFor={fieldId}>
        <Trans>Promo code</Trans>
      </label>
      <div className="checkout-promo-row">
        <input
          id={fieldId}
          type="text"
          value={code}
          maxLength={MAX_CODE_CHARS}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || code.trim() === ''}>
          {busy ? t`Redeeming…` : t`Redeem`}
        </button>
      </div>
      {outcome ? (
        <p className={outcome.ok ? 'notice' : 'notice notice-warning'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      ) : null}
    </form>
  )
}
