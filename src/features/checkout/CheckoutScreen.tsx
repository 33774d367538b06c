import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { useLoginSheet } from '../login/useLoginSheet'
import { PendingPage } from '../shell/PendingPage'
import { useOnline } from '../shell/useOnline'
import { CheckoutForm } from './CheckoutForm'
import { CheckoutLines } from './CheckoutSections'
import { MakeUpDialog } from './MakeUpDialog'
import { OrderStatusPanel } from './OrderStatusPanel'
import { PriceBreakdown } from './PriceBreakdown'
import { useCheckout } from './useCheckout'
import { usePlaceButton } from './usePlaceButton'
import './checkout.css'

/** A discount rule's name (SPEC §3: remark Traditional Chinese, remark2 English; Simplified reads the Chinese). */
function ruleName(rule: { remark?: string; remark2?: string }, locale: string): string {
  return (locale === 'en' ? rule.remark2 || rule.remark : rule.remark || rule.remark2) ?? ''
}

/**
 * The order confirmation (SPEC §2 /deliveryOrder, desktop /pcDeliveryOrder) for delivery (order
 * type 1), pick-up (7) and cold-chain (8): the lines, address and delivery fee, time, guests,
 * remark, coupon, price breakdown and payment, then Place order through the order outbox. A guest
 * logs in first (the login sheet, then back here).
 */
export function CheckoutScreen({ arg, layout }: { arg: MenuArg; layout: 'phone' | 'desktop' }) {
  const { t } = useLingui()
  usePageTitle(t`Confirm order`)
  const checkout = useCheckout(arg, layout)
  const { ordering, facts, price, placing } = checkout
  const button = usePlaceButton(checkout, arg.restaurantId)
  const online = useOnline()
  const login = useLoginSheet()
  const locale = useLocale()
  const format = ordering.price
  const desktop = layout === 'desktop'

  if (!ordering.cart.loaded || (checkout.memberId !== null && !facts.settings && !facts.settingsError))
    return (
      <>
        <PageHeader title={t`Confirm order`} />
        <PendingPage />
      </>
    )

  // Placed, paid online: the browser is on its way to the provider's page.
  if (placing.paying)
    return (
      <>
        <PageHeader title={t`Confirm order`} />
        <div className="page checkout">
          <p className="card checkout-section" role="status">
            <Spinner size={20} /> <Trans>Opening the payment page…</Trans>
          </p>
        </div>
      </>
    )

  const record = placing.record
  const sending = record?.state === 'sending'
  // Beside the button it holds back: above it in the phone's bar, in the price summary on a desktop.
  const blockedNotice = button.blockedMessage ? (
    <p id="checkout-blocked" className="notice notice-warning checkout-blocked" role="alert">
      {button.blockedMessage}
    </p>
  ) : null

  /** The server refused the token: the stored login is dropped, the diner logs in, the order goes again with its key. */
  async function loginAgain() {
    const { clearLogin } = await import('../../db/login')
    await clearLogin()
    if (await login.requireLogin()) await placing.resume()
  }

  const empty = ordering.cart.lines.length === 0
  const canPlace = !empty && checkout.memberId !== null
  // Without the restaurant's order settings there is no price and so no Place order: say why.
  const priceProblem =
    !price && canPlace && facts.settingsError !== null ? (
      <RetryNotice
        role="alert"
        className="notice-warning checkout-blocked"
        message={`${t`The price could not be worked out. Your cart is kept.`} ${facts.settingsError}`.trim()}
        onRetry={facts.retrySettings}
      />
    ) : null
  const placeButton = price ? (
    <button
      type="button"
      className="button button-primary button-block checkout-place"
      disabled={button.refusals.length > 0}
      aria-describedby={button.blockedMessage ? 'checkout-blocked' : undefined}
      onClick={button.onPlace}
    >
      {button.label}
    </button>
  ) : null

  return (
    <>
      <PageHeader title={t`Confirm order`} />
      <div className={`page checkout${desktop ? ' checkout-desktop' : ''}`}>
        <div className="checkout-main">
          {empty && !record ? (
            <p className="notice">
              <Trans>Your cart is empty.</Trans>
            </p>
          ) : (
            <section className="card checkout-section" aria-label={t`Your order`}>
              <h2 className="checkout-section-title">
                {ordering.restaurant ? localized(ordering.restaurant, 'name', locale) : t`Your order`}
              </h2>
              <CheckoutLines
                lines={price?.lines ?? ordering.cart.lines}
                voucherLines={price?.voucherLines}
                price={format}
              />
            </section>
          )}
          {checkout.memberId === null ? (
            <MemberGate
              intro={
                <p>
                  <Trans>Log in to place your order. Your cart is kept.</Trans>
                </p>
              }
            >
              {null}
            </MemberGate>
          ) : sending || empty ? null : (
            <CheckoutForm arg={arg} checkout={checkout} desktop={desktop} />
          )}
        </div>
        <aside className="checkout-side">
          {record ? (
            <OrderStatusPanel
              record={record}
              brandId={arg.brandId}
              price={format}
              delivered={checkout.delivered}
              online={online}
              onSendNow={placing.sendNow}
              onDismiss={() => void placing.dismiss()}
              onConfirmPrice={(fresh) => {
                void placing.dismiss().then(() => button.place(fresh))
              }}
              onLogin={() => void loginAgain()}
            />
          ) : null}
          {desktop ? priceProblem : null}
          {price && canPlace ? (
            <section className="card checkout-section checkout-summary" aria-label={t`Price`}>
              <PriceBreakdown
                result={price.result}
                price={format}
                delivered={checkout.delivered}
                discountName={price.rule ? ruleName(price.rule, locale) : undefined}
                deliveryNote={
                  checkout.delivered && facts.freeDelivery ? t`Free with your membership level` : undefined
                }
              />
              {desktop ? blockedNotice : null}
              {button.needsAddress ? (
                <p className="notice notice-warning" role="alert">
                  <Trans>Please enter address</Trans>
                </p>
              ) : null}
              {desktop ? placeButton : null}
            </section>
          ) : null}
        </aside>
        {!desktop && (price || priceProblem) && canPlace ? (
          <div className="checkout-bar">
            {priceProblem}
            {blockedNotice}
            {placeButton}
          </div>
        ) : null}
      </div>
      <MakeUpDialog {...button.makeUp} price={format} />
      {login.sheet}
    </>
  )
}
