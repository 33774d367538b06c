import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PayMethod } from '../../domain/payMethods'
import { APPLE_PAY_MIN_AMOUNT } from '../../domain/payTypes'
import { RetryNotice } from '../../ui/RetryNotice'
import type { PayMethodChoice } from './usePayMethods'
import './pay.css'

type PickerProps = {
  choice: PayMethodChoice
  /** The chosen method's id (null: none yet). */
  value: number | null
  onChange: (payType: number) => void
  /** Cash reads "Cash on delivery" for delivered orders, "Pay at the shop" otherwise. */
  delivered: boolean
  /** The brand's money format (usePriceFormat). */
  price: (value: string) => string
}

/** A method's name in the interface's words where the method has none of its own. */
function MethodName({ method, delivered }: { method: PayMethod; delivered: boolean }) {
  if (method.group === 'cash')
    return delivered ? <Trans>Cash on delivery</Trans> : <Trans>Pay at the shop</Trans>
  return method.name ?? <Trans>Online payment</Trans>
}

/** The payment methods as one radio group (SPEC §5 "Payment method list"). */
export function PayMethodPicker({ choice, value, onChange, delivered, price }: PickerProps) {
  const { t } = useLingui()
  const groupName = useId()
  const minimum = price(APPLE_PAY_MIN_AMOUNT)
  if (choice.loaded === undefined)
    return (
      <p className="muted" role="status">
        <Trans>Loading payment methods…</Trans>
      </p>
    )
  return (
    <>
      {choice.loaded === false ? (
        <RetryNotice
          role="status"
          className="notice-warning"
          message={
            choice.methods.length > 0
              ? t`Online payment methods could not be loaded. You can still pay in cash.`
              : t`Payment methods could not be loaded.`
          }
          onRetry={choice.retry}
        />
      ) : null}
      {choice.methods.length > 0 ? (
        <fieldset className="pay-methods">
          <legend className="visually-hidden">{t`Choose a payment method`}</legend>
          {choice.methods.map((method) => (
            <label key={method.id} className="pay-method">
              <input
                type="radio"
                name={groupName}
                value={method.id}
                checked={value === method.id}
                onChange={() => onChange(method.id)}
              />
              {method.img ? (
                <img className="pay-method-img" src={method.img} alt="" width={32} height={32} />
              ) : (
                <span className="pay-method-img pay-method-card" aria-hidden="true" />
              )}
              <span className="pay-method-name">
                <MethodName method={method} delivered={delivered} />
              </span>
            </label>
          ))}
        </fieldset>
      ) : choice.loaded ? (
        <p className="notice notice-warning" role="alert">
          <Trans>No payment method can be used for this order on this device.</Trans>
        </p>
      ) : null}
      {choice.applePayHidden ? (
        <p className="muted">
          <Trans>Apple Pay is available for amounts of {minimum} or more.</Trans>
        </p>
      ) : null}
    </>
  )
}
