import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { MAX_VOUCHERS_PER_ORDER } from '../../domain/contract/order'
import { localized } from '../../domain/locale'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import type { CheckoutVouchers } from './useVouchers'

/**
 * The member's vouchers for dishes in this order (issue 39 item 4), each a tick that gives one unit
 * of its dish at 0; shown only when some voucher fits the cart.
 */
export function VoucherSection({ vouchers }: { vouchers: CheckoutVouchers }) {
  const { t } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const { offered, chosen, full } = vouchers
  if (offered.length === 0) return null
  return (
    <section className="card checkout-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-section-title">
        <Trans>Vouchers</Trans>
      </h2>
      <fieldset className="checkout-coupons">
        <legend className="visually-hidden">{t`Choose the vouchers to use`}</legend>
        {offered.map((voucher) => {
          const dish = localized(voucher.food, 'name', locale)
          const until = formatDate(voucher.expiresAt, 2)
          const checked = chosen.some((each) => each.id === voucher.id)
          return (
            <label key={voucher.id} className="checkout-choice">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => vouchers.toggle(voucher.id, event.target.checked)}
              />
              <span>
                <Trans>
                  Use a voucher for {dish} (until <span className="checkout-voucher-date">{until}</span>)
                </Trans>
              </span>
            </label>
          )
        })}
      </fieldset>
      {full ? (
        <p className="muted">{t`At most ${MAX_VOUCHERS_PER_ORDER} vouchers can be used in one order.`}</p>
      ) : null}
    </section>
  )
}
