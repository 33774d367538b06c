import { useCallback, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { MAX_VOUCHERS_PER_ORDER } from '../../domain/contract/order'
import type { MemberVoucher } from '../../domain/contract/packages'
import type { CartLine } from '../../domain/menu/types'
import { offeredVouchers } from '../../domain/vouchers/offeredVouchers'
import type { VoucherForLine } from '../../domain/vouchers/voucherLines'
import { memberPackagesQuery } from '../packages/packageCalls'

/**
 * The member's vouchers at the checkout (issue 39 item 4): those whose dish is in the cart, one per
 * unit (src/domain/vouchers/offeredVouchers.ts), and the ones the diner ticked, at most
 * MAX_VOUCHERS_PER_ORDER. A tick the cart no longer has units for drops out by itself.
 */
export function useVouchers(input: {
  memberId: number | null
  brandId: number
  lines: readonly CartLine[]
  /** Orders that go elsewhere than addOrder2 (a group order's, a counter code's) take no vouchers. */
  allowed: boolean
}) {
  const { memberId, brandId, lines, allowed } = input
  const { records } = useApp()
  const query = useMemo(
    () => (memberId === null || !allowed ? null : memberPackagesQuery(memberId, brandId)),
    [memberId, brandId, allowed],
  )
  const state = useRecord(query)
  const usable = state.status === 'ready' ? state.value.vouchers : null
  const offered: MemberVoucher[] = useMemo(
    () => (usable ? offeredVouchers(usable, lines) : []),
    [usable, lines],
  )
  const [ticked, setTicked] = useState<readonly number[]>([])
  const chosen = useMemo(
    () => offered.filter((voucher) => ticked.includes(voucher.id)).slice(0, MAX_VOUCHERS_PER_ORDER),
    [offered, ticked],
  )
  const forPricing: VoucherForLine[] = useMemo(
    () => chosen.map((voucher) => ({ id: voucher.id, foodCode: voucher.food.code })),
    [chosen],
  )
  const toggle = useCallback((id: number, on: boolean) => {
    setTicked((current) =>
      on ? [...current.filter((each) => each !== id), id] : current.filter((each) => each !== id),
    )
  }, [])
  return {
    /** The vouchers offered, soonest to expire first. */
    offered,
    chosen,
    forPricing,
    /** Whether no more can be ticked. */
    full: chosen.length >= MAX_VOUCHERS_PER_ORDER,
    toggle,
    /** After the server said a ticked voucher can no longer be used: the ticks dropped, the vouchers asked again. */
    reload: useCallback(() => {
      setTicked([])
      if (query) records.refresh(query)
    }, [query, records]),
  }
}

export type CheckoutVouchers = ReturnType<typeof useVouchers>
