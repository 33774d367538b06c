import { useMemo } from 'react'
import { getMemberDiscount } from '../../api/member'
import { getDiscountRules } from '../../api/order'
import { useApp } from '../../app/appContext'
import { refreshCall, useAnswer, useCall } from '../../data/calls'
import { settingListRead } from '../../data/shellReads'
import { ORDER_SETTING_NAMES, type OrderSettings, orderSettingsOf } from '../../domain/orderSettings'
import type { DiscountRule } from '../../domain/pricing/schemas'

/**
 * What pricing an order reads from the server besides its lines (src/domain/order/priceCheckout.ts):
 * the restaurant's pricing settings, the brand's discount rules and the member's level (its discount,
 * and whether it waives the delivery fee).
 * The order confirmation and the table's round share them (and their saved answers).
 */
export type PricingFacts = {
  settings: OrderSettings | null
  /** Why the settings could not be read (an order cannot be priced without them). */
  settingsError: string | null
  /** Asks for the settings again (the "Try again" beside settingsError). */
  retrySettings: () => void
  rules: DiscountRule[]
  memberDiscount: string | null
  /** Whether the member's level waives the delivery fee. */
  freeDelivery: boolean
}

export function usePricingFacts(input: {
  brandId: number
  restaurantId: number
  memberId: number | null
}): PricingFacts {
  const { brandId, restaurantId, memberId } = input
  const { records } = useApp()
  const settingsQuery = useMemo(
    () => settingListRead(brandId, ORDER_SETTING_NAMES, restaurantId),
    [brandId, restaurantId],
  )
  const settingsAnswer = useAnswer(settingsQuery)
  const settings = useMemo(
    () => (settingsAnswer?.data ? orderSettingsOf(settingsAnswer.data) : null),
    [settingsAnswer],
  )
  const rulesAnswer = useCall(`checkout:rules:${brandId}:${restaurantId}`, (api) =>
    getDiscountRules(api, brandId, restaurantId),
  )
  const discountAnswer = useCall(memberId === null ? null : `member:${memberId}:${brandId}:discount`, (api) =>
    getMemberDiscount(api, brandId),
  )
  return {
    settings,
    settingsError: settingsAnswer && !settingsAnswer.success ? (settingsAnswer.errMsg ?? '') : null,
    retrySettings: () => refreshCall(records, settingsQuery),
    rules: rulesAnswer?.data ?? [],
    memberDiscount: discountAnswer?.data?.memberDiscount ?? null,
    freeDelivery: discountAnswer?.data?.freeDelivery === 1,
  }
}
