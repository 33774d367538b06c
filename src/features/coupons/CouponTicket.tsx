import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useLocale } from '../../i18n/useLocale'
import {
  couponFacts,
  couponName,
  couponTerms,
  couponValidity,
  couponValue,
  type ShownCoupon,
} from './couponText'
import './coupons.css'

type Props = {
  coupon: ShownCoupon
  price: (value: string) => string
  /** The heading level of the coupon's name in its page's outline. */
  headingLevel?: 2 | 3
  /** Every rule as a sentence (a coupon's detail) instead of the one-line terms (a list). */
  facts?: boolean
  /** Greyed: used, expired or otherwise not usable now. */
  dimmed?: boolean
  /** What stands beside the words: a status, a count left, buttons. */
  children?: ReactNode
}

/**
 * A coupon drawn as a ticket: its value large on the left, its name, terms and validity on the right,
 * and the screen's own content (status, actions) below them. The coupon centre, the wallet and the
 * gift link all draw coupons with it.
 */
export function CouponTicket({
  coupon,
  price,
  headingLevel = 3,
  facts = false,
  dimmed = false,
  children,
}: Props) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const nameId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const validity = couponValidity(coupon, i18n)
  return (
    <article className={`coupon-ticket${dimmed ? ' coupon-ticket-dimmed' : ''}`} aria-labelledby={nameId}>
      <div className="coupon-ticket-value" aria-hidden="true">
        {couponValue(coupon, i18n, price)}
      </div>
      <div className="coupon-ticket-body">
        <Heading id={nameId} className="coupon-ticket-name">
          {couponName(coupon, locale)}
        </Heading>
        {facts ? (
          <ul className="coupon-ticket-facts">
            {couponFacts(coupon, i18n, price).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : (
          <>
            <p className="coupon-ticket-terms">{couponTerms(coupon, i18n, price)}</p>
            {validity ? <p className="coupon-ticket-validity">{validity}</p> : null}
          </>
        )}
        {children}
      </div>
    </article>
  )
}
