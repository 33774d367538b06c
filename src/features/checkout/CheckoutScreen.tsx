import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { localized } from '../../domain/locale'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { asksToMakeUp, placeRefusals } from '../../domain/order/placeRefusals'
import { makeUpLine } from '../../domain/pricing/orderMinimum'
import { useLocale } from '../../i18n/useLocale'
import { Dialog } from '../../ui/Dialog'
import { PageHeader } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { useLoginSheet } from '../login/useLoginSheet'
import { PendingPage } from '../shell/PendingPage'
import { useOnline } from '../shell/useOnline'
import {
  AddressSection,
  CheckoutLines,
  PaymentSection,
  PersonsField,
  RemarkSection,
  TimeSection,
} from './CheckoutSections'
import { CouponSection } from './CouponSection'
import { OrderStatusPanel } from './OrderStatusPanel'
import { PriceBreakdown } from './PriceBreakdown'
import { useCheckout } from './useCheckout'
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
  const online = useOnline()
  const login = useLoginSheet()
  const locale = useLocale()
  const [askMakeUp, setAskMakeUp] = useState(false)
  // Confirming the make-up dialog adds the line, then places the order once the price includes it.
  const [placeAfterMakeUp, setPlaceAfterMakeUp] = useState(false)
  useEffect(() => {
    if (!placeAfterMakeUp || !price?.madeUp) return
    setPlaceAfterMakeUp(false)
    const input = checkout.orderInput()
    if (input) void placing.place(input)
  }, [placeAfterMakeUp, price, checkout, placing])
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
  const minimum = price?.minimum ?? { kind: 'met' as const }
  const refusals = price
    ? placeRefusals({
        minimum,
        price: price.result.price,
        maxTotal: facts.settings?.limits.maxTotal ?? null,
        delivered: checkout.delivered,
        hasAddress: Boolean(facts.address),
        feeKnown: facts.deliveryFee.kind === 'ok',
        remarkRead: checkout.remark !== undefined,
        payType: checkout.payType,
        inFlight: sending || record?.state === 'refused' || placing.writing,
      })
    : []
  const needsAddress = refusals.some((refusal) => refusal.kind === 'address')
  const [first] = refusals
  const blockedMessage =
    first?.kind === 'minimum'
      ? t`The order has not reached the minimum amount. Please add ${format(first.shortfall)} more.`
      : first?.kind === 'maxTotal'
        ? t`Orders over ${format(first.maxTotal)} cannot be placed online. Please contact the restaurant.`
        : null

  // Beside the button it holds back: above it in the phone's bar, in the price summary on a desktop.
  const blockedNotice = blockedMessage ? (
    <p id="checkout-blocked" className="notice notice-warning checkout-blocked" role="alert">
      {blockedMessage}
    </p>
  ) : null

  function place(expectedPrice?: string) {
    const input = checkout.orderInput(expectedPrice)
    if (input) void placing.place(input)
  }

  /** The server refused the token: the stored login is dropped, the diner logs in, the order goes again with its key. */
  async function loginAgain() {
    const { clearLogin } = await import('../../db/login')
    await clearLogin()
    if (await login.requireLogin()) await placing.resume()
  }

  function onPlace() {
    if (asksToMakeUp(minimum, price?.madeUp ?? false)) {
      setAskMakeUp(true)
      return
    }
    place()
  }

  async function confirmMakeUp() {
    setAskMakeUp(false)
    if (minimum.kind !== 'makeUp') return
    await ordering.cart.add(makeUpLine(minimum.difference, arg.restaurantId))
    setPlaceAfterMakeUp(true)
  }

  const empty = ordering.cart.lines.length === 0
  const placeButton = price ? (
    <button
      type="button"
      className="button button-primary button-block checkout-place"
      disabled={refusals.length > 0}
      aria-describedby={blockedMessage ? 'checkout-blocked' : undefined}
      onClick={onPlace}
    >
      {sending || placing.writing ? t`Sending…` : t`Place order · ${format(price.result.price)}`}
    </button>
  ) : null
  const form = (
    <>
      {checkout.delivered ? (
        <AddressSection
          arg={arg}
          address={facts.address}
          fee={facts.deliveryFee}
          price={format}
          desktop={desktop}
        />
      ) : null}
      <TimeSection
        slots={checkout.slots}
        value={checkout.slot?.time ?? '0'}
        onChange={checkout.chooseSlot}
        estimate={facts.estimate}
        delivered={checkout.delivered}
        price={format}
      />
      {checkout.perPersonLimits ? (
        <PersonsField persons={ordering.persons} onChange={checkout.setPersons} />
      ) : null}
      <RemarkSection remark={checkout.remark} search={ordering.remarkSearch} />
      {checkout.memberId !== null && price ? (
        <CouponSection
          brandId={arg.brandId}
          usability={price.coupons}
          loading={facts.coupons === undefined}
          error={facts.coupons && !facts.coupons.success ? (facts.coupons.errMsg ?? '') : null}
          chosenId={checkout.chosenCouponId}
          onChoose={checkout.chooseCoupon}
          onRedeemed={checkout.reloadCoupons}
          price={format}
        />
      ) : null}
      <PaymentSection
        delivered={checkout.delivered}
        choice={checkout.payMethods}
        value={checkout.payType}
        onChange={checkout.choosePayType}
      />
    </>
  )

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
              <CheckoutLines lines={price?.lines ?? ordering.cart.lines} price={format} />
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
            form
          )}
        </div>
        <aside className="checkout-side">
          {record ? (
            <OrderStatusPanel
              record={record}
              price={format}
              delivered={checkout.delivered}
              online={online}
              onSendNow={placing.sendNow}
              onDismiss={() => void placing.dismiss()}
              onConfirmPrice={(fresh) => {
                void placing.dismiss().then(() => place(fresh))
              }}
              onLogin={() => void loginAgain()}
            />
          ) : null}
          {price && !empty && checkout.memberId !== null ? (
            <section className="card checkout-section checkout-summary" aria-label={t`Price`}>
              <PriceBreakdown
                result={price.result}
                price={format}
                delivered={checkout.delivered}
                discountName={price.rule ? ruleName(price.rule, locale) : undefined}
              />
              {desktop ? blockedNotice : null}
              {needsAddress ? (
                <p className="notice notice-warning" role="alert">
                  <Trans>Please enter address</Trans>
                </p>
              ) : null}
              {desktop ? placeButton : null}
            </section>
          ) : null}
        </aside>
        {!desktop && price && !empty && checkout.memberId !== null ? (
          <div className="checkout-bar">
            {blockedNotice}
            {placeButton}
          </div>
        ) : null}
      </div>
      <Dialog
        open={askMakeUp}
        title={t`Order minimum`}
        onClose={() => setAskMakeUp(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setAskMakeUp(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="button button-primary" onClick={() => void confirmMakeUp()}>
              <Trans>Continue</Trans>
            </button>
          </>
        }
      >
        <p>
          {minimum.kind === 'makeUp'
            ? t`You still need to make up the difference of ${format(minimum.difference)}, Whether to continue?`
            : null}
        </p>
      </Dialog>
      {login.sheet}
    </>
  )
}
