import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import type { MemberCoupon } from '../../api/order'
import { isPositiveMoney } from '../../domain/money'
import type { CouponUsability } from '../../domain/pricing/priceOrder'
import { useLocale } from '../../i18n/useLocale'
import { couponName, couponOrderTypes, couponTerms } from '../coupons/couponText'
import { PromoCodeField, usePromoCode } from '../coupons/PromoCodeField'
import { walletLink } from '../couponWallet/walletLink'

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
  const orderTypeReason = (types: string | null) =>
    types ? t`Not usable: for ${types} orders only` : t`Not usable for this kind of order`
  return (
    <section className="card checkout-section" aria-labelledby={`${groupName}-title`}>
      <div className="checkout-coupon-head">
        <h2 id={`${groupName}-title`} className="checkout-section-title">
          <Trans>Coupon</Trans>
        </h2>
        <Link {...walletLink({ brandId: props.brandId })} className="checkout-coupon-wallet">
          <Trans>My coupons</Trans>
        </Link>
      </div>
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
          {usability.map(({ coupon, usable, amount, reason, replaces }) => (
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
                    {coupon.status === 'used'
                      ? t`Used`
                      : coupon.status === 'reserved'
                        ? t`Not usable: held by another order`
                        : reason === 'orderType'
                          ? orderTypeReason(couponOrderTypes(coupon, i18n))
                          : t`Not usable: this order does not reach the spend of ${price(coupon.spend)}`}
                  </span>
                )}
                {usable && isPositiveMoney(replaces) ? (
                  // An exclusive coupon is not combined with the offer (docs/pricing.md 9): say which it replaces.
                  <span className="checkout-coupon-reason">
                    {t`Not combined with other offers: the ${price(replaces)} offer will not apply`}
                  </span>
                ) : null}
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
      <PromoCodeForm
        brandId={props.brandId}
        onRedeemed={props.onRedeemed}
        redeemedUse={(id) => usability.find((entry) => entry.coupon.id === id) ?? null}
        price={price}
      />
    </section>
  )
}

type PromoProps = {
  brandId: number
  onRedeemed: () => void
  /** The redeemed coupon measured against this order, once the list read again has it. */
  redeemedUse: (id: number) => CouponUsability<MemberCoupon> | null
  price: (value: string) => string
}

function PromoCodeForm({ brandId, onRedeemed, redeemedUse, price }: PromoProps) {
  const { t } = useLingui()
  const fieldId = useId()
  const promo = usePromoCode(brandId, onRedeemed)
  const outcome = promo.outcome
  const redeemedId = outcome?.ok ? outcome.redeemedId : null
  const use = redeemedId === null ? null : redeemedUse(redeemedId)
  const blocked = use !== null && !use.usable
  // What a redeemed coupon's message says: usable, or why this order cannot use it.
  const redeemed = !blocked
    ? t`Coupon added. You can choose it above.`
    : use.reason === 'spend'
      ? t`Coupon added, but this order cannot use it: it needs a spend of ${price(use.coupon.spend)}.`
      : t`Coupon added, but this order cannot use it.`
  const message = useRef<HTMLParagraphElement>(null)
  // Why the new coupon does not apply is said below the field, often under the keyboard or the
  // place-order bar on a phone: brought into view once the list read again knows.
  useEffect(() => {
    if (blocked) message.current?.scrollIntoView({ block: 'center' })
  }, [blocked])

  return (
    <form className="checkout-promo" onSubmit={(event) => void promo.redeem(event)}>
      <label htmlFor={fieldId}>
        <Trans>Promo code</Trans>
      </label>
      <PromoCodeField
        promo={promo}
        fieldId={fieldId}
        className="checkout-promo-row"
        buttonClassName="button"
      />
      {outcome ? (
        <p
          ref={message}
          className={outcome.ok && !blocked ? 'notice' : 'notice notice-warning'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.ok ? redeemed : outcome.message}
        </p>
      ) : null}
    </form>
  )
}
