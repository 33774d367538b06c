import type { Coupon, DiscountRule, PriceInput } from '../../src/domain/pricing/schemas'

/** Pricing inputs for the tests: every field neutral (nothing off, no fee) unless given. */

export const ruleOf = (fields: Partial<DiscountRule> = {}): DiscountRule => ({
  type: 0,
  amount: '0.00',
  discountValue: '0.00',
  amountTypeMin: 0,
  restrictionAmount: '0.00',
  isDeliveryFee: 0,
  placeOrderType: '',
  ...fields,
})

export const couponOf = (fields: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  couponType: 2,
  amount: '0.00',
  discount: '0.00',
  spend: '0.00',
  billMinAmount: '0.00',
  accumulate: 0,
  exclusive: 0,
  ...fields,
})

/** A delivery order (type 1) with no fee, no service charge, rounding half to dollars, no offers. */
export const orderOf = (fields: Partial<PriceInput> = {}): PriceInput => ({
  lines: [],
  orderType: 1,
  coldChainMenu: false,
  deliveryFee: '0.00',
  settings: { servicePercent: 0, roundingMode: 2, memberDiscountRounding: 1 },
  discountRule: null,
  memberDiscount: null,
  coupon: null,
  ...fields,
})

/** The checkout's order: a delivery (type 1), fee 12.00, minimum 80.00 that may be made up by 20.00, no member discount. */
export const checkoutOrder = {
  restaurantId: 1,
  orderType: 1 as const,
  menuType: 1,
  deliveryFee: '12.00',
  settings: { servicePercent: 0, roundingMode: 2 as const, memberDiscountRounding: 1 as const },
  minimum: { amount: '80.00', difference: '20.00' },
  memberDiscount: null,
}
