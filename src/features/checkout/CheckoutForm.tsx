import type { MenuArg } from '../../domain/menuRouteArgs'
import {
  AddressSection,
  NothingToPaySection,
  PaymentSection,
  PersonsField,
  RemarkSection,
  TimeSection,
} from './CheckoutSections'
import { CouponSection } from './CouponSection'
import type { Checkout } from './useCheckout'
import { VoucherSection } from './VoucherSection'

/** What the diner chooses before placing: address, time, guests, remark, vouchers, coupon and payment. */
export function CheckoutForm({
  arg,
  checkout,
  desktop,
}: {
  arg: MenuArg
  checkout: Checkout
  desktop: boolean
}) {
  const { ordering, facts, price, time, coupon, pay } = checkout
  const format = ordering.price
  return (
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
        slots={time.slots}
        value={time.slot?.time ?? '0'}
        onChange={time.choose}
        estimate={facts.estimate}
        delivered={checkout.delivered}
        price={format}
      />
      {checkout.persons.asked ? (
        <PersonsField persons={ordering.persons} onChange={checkout.persons.set} />
      ) : null}
      <RemarkSection remark={checkout.remark} search={ordering.remarkSearch} />
      <VoucherSection vouchers={checkout.vouchers} />
      {checkout.memberId !== null && price ? (
        <CouponSection
          brandId={arg.brandId}
          usability={price.coupons}
          loading={facts.coupons === undefined}
          error={facts.coupons && !facts.coupons.success ? (facts.coupons.errMsg ?? '') : null}
          chosenId={coupon.chosenId}
          onChoose={coupon.choose}
          onRedeemed={coupon.reload}
          price={format}
        />
      ) : null}
      {pay.nothingToPay ? (
        <NothingToPaySection />
      ) : (
        <PaymentSection
          delivered={checkout.delivered}
          choice={pay.methods}
          value={pay.type}
          onChange={pay.choose}
          price={format}
        />
      )}
    </>
  )
}
