import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { formatAddress } from '../../domain/address'
import { encodeArg } from '../../domain/args'
import type { MemberAddress } from '../../domain/contract/member'
import { MAX_PERSONS } from '../../domain/contract/menu'
import { localized } from '../../domain/locale'
import { lineTotal } from '../../domain/menu/cartTotals'
import { choicesText } from '../../domain/menu/choicesText'
import { type CartLine, isDifferenceLine } from '../../domain/menu/types'
import type { MenuArg } from '../../domain/menuRouteArgs'
import type { TimeSlotOption } from '../../domain/timeSlots'
import { useLocale } from '../../i18n/useLocale'
import { lineKey } from '../cart/cartLine'
import { PayMethodPicker } from '../pay/PayMethodPicker'
import type { PayMethodChoice } from '../pay/usePayMethods'
import { clockText, slotText } from './checkoutText'
import type { DeliveryFeeState } from './useCheckoutFacts'

/** The order's lines: name, choices, quantity and amount; the make-up line and vouchers' lines named as such. */
export function CheckoutLines({
  lines,
  price,
  voucherLines,
}: {
  lines: readonly CartLine[]
  price: (value: string) => string
  /** The lines a voucher gives at 0 (src/domain/vouchers/voucherLines.ts). */
  voucherLines?: ReadonlySet<CartLine> | undefined
}) {
  const locale = useLocale()
  const { t } = useLingui()
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const name = isDifferenceLine(line) ? t`Make-up difference` : localized(line, 'productName', locale)
        const choices = choicesText(line.itemDetail, locale)
        const byVoucher = voucherLines?.has(line) ?? false
        return (
          // A voucher's units follow the rest of their dish's line, under the same choices.
          <li key={`${lineKey(line)}${byVoucher ? ':voucher' : ''}`} className="checkout-line">
            <span className="checkout-line-name">
              {name}
              {byVoucher ? <span className="checkout-line-voucher">{t`Voucher`}</span> : null}
              {choices ? <span className="muted checkout-line-choices">{choices}</span> : null}
            </span>
            <span className="checkout-line-number">×{line.number}</span>
            <span className="checkout-line-amount">{price(lineTotal(line))}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** The delivery address (delivery and cold-chain) with its fee, and the link to change it. */
export function AddressSection(props: {
  arg: MenuArg
  address: MemberAddress | null | undefined
  fee: DeliveryFeeState
  price: (value: string) => string
  desktop: boolean
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { arg, address, fee, price } = props
  const listArg = encodeArg([arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0, 1])
  return (
    <section className="card checkout-section" aria-label={t`Delivery address`}>
      <h2 className="checkout-section-title">
        <Trans>Delivery address</Trans>
      </h2>
      {address === undefined ? (
        <p className="muted">
          <Trans>Loading your addresses…</Trans>
        </p>
      ) : address === null ? (
        <p className="notice notice-warning" role="alert">
          <Trans>Please enter address</Trans>
        </p>
      ) : (
        <div className="checkout-address">
          <p className="checkout-address-who">
            {address.receiver} · {address.phone}
          </p>
          <p>{formatAddress(address, locale)}</p>
        </div>
      )}
      {fee.kind === 'ok' ? (
        <p className="muted">{t`Delivery fee ${price(fee.fee)} · ${fee.distanceKm} km`}</p>
      ) : fee.kind === 'loading' ? (
        <p className="muted">
          <Trans>Working out the delivery fee…</Trans>
        </p>
      ) : fee.kind === 'failed' ? (
        <p className="notice notice-warning" role="alert">
          {fee.message || t`Network connection is unstable, please try again!`}
        </p>
      ) : null}
      <Link
        to={props.desktop ? '/pcAddressList/{-$arg}' : '/addressList/{-$arg}'}
        params={{ arg: listArg }}
        className="button"
      >
        {address ? t`Change address` : t`Choose a delivery address`}
      </Link>
    </section>
  )
}

/** The estimated time and the time-slot choice (each slot with its delivery charge). */
export function TimeSection(props: {
  slots: TimeSlotOption[]
  value: string
  onChange: (value: string) => void
  estimate: { minutes: number; estimatedTime: string } | null
  delivered: boolean
  price: (value: string) => string
}) {
  const { t, i18n } = useLingui()
  const fieldId = useId()
  const { slots, delivered, price } = props
  // Closed by its hours, the shop offers later times only: an estimate from now would mislead.
  const estimate = slots.some((slot) => slot.type === 0) ? props.estimate : null
  return (
    <section className="card checkout-section">
      <h2 className="checkout-section-title">
        {delivered ? <Trans>Delivery time</Trans> : <Trans>Pick-up time</Trans>}
      </h2>
      {estimate ? (
        <p className="muted">
          {delivered
            ? t`Estimated arrival ${clockText(estimate.estimatedTime)} (about ${estimate.minutes} min)`
            : t`Ready at about ${clockText(estimate.estimatedTime)} (about ${estimate.minutes} min)`}
        </p>
      ) : null}
      <label htmlFor={fieldId}>
        <Trans>Time</Trans>
      </label>
      <select id={fieldId} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {slots.map((slot) => (
          <option key={slot.time ?? '0'} value={slot.time ?? '0'}>
            {delivered
              ? t`${slotText(slot, i18n)} · delivery ${price(slot.deliveryCharge)}`
              : slotText(slot, i18n)}
          </option>
        ))}
      </select>
    </section>
  )
}

/** Guests (SPEC §9 default 1), asked where the menu has per-person limits: the limits use it. */
export function PersonsField({
  persons,
  onChange,
}: {
  persons: number
  onChange: (persons: number) => void
}) {
  const fieldId = useId()
  const hintId = useId()
  return (
    <section className="card checkout-section">
      <label htmlFor={fieldId} className="checkout-section-title">
        <Trans>Number of guests</Trans>
      </label>
      <input
        id={fieldId}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PERSONS}
        value={persons}
        aria-describedby={hintId}
        onChange={(event) => {
          const value = Math.trunc(Number(event.target.value))
          if (Number.isFinite(value) && value >= 1 && value <= MAX_PERSONS) onChange(value)
        }}
      />
      <p id={hintId} className="muted">
        <Trans>Some dishes are limited per guest.</Trans>
      </p>
    </section>
  )
}

/** The remark (SPEC §5: at most 50 characters), edited on /remark with the cart's remark store. */
export function RemarkSection({ remark, search }: { remark: string | undefined; search: { arg: string } }) {
  const { t } = useLingui()
  return (
    <section className="card checkout-section">
      <h2 className="checkout-section-title">
        <Trans>Remark</Trans>
      </h2>
      <p className={remark ? undefined : 'muted'}>{remark || t`No remark`}</p>
      <Link to="/remark" search={search} className="button">
        {remark ? t`Edit remark` : t`Add a note for the restaurant`}
      </Link>
    </section>
  )
}

/** Payment (SPEC §5): the restaurant's methods on this browser, cash read as the order type pays it. */
export function PaymentSection(props: {
  delivered: boolean
  choice: PayMethodChoice
  value: number | null
  onChange: (payType: number) => void
  price: (value: string) => string
}) {
  return (
    <section className="card checkout-section">
      <h2 className="checkout-section-title">
        <Trans>Payment method</Trans>
      </h2>
      <PayMethodPicker
        choice={props.choice}
        value={props.value}
        onChange={props.onChange}
        delivered={props.delivered}
        price={props.price}
      />
    </section>
  )
}

/** In place of the payment methods when vouchers cover the whole price: nothing is paid online. */
export function NothingToPaySection() {
  return (
    <section className="card checkout-section">
      <h2 className="checkout-section-title">
        <Trans>Payment method</Trans>
      </h2>
      <p className="checkout-nothing-to-pay">
        <Trans>Nothing to pay: your vouchers cover this order.</Trans>
      </p>
    </section>
  )
}
