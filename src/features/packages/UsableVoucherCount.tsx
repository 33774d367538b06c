import { type ReactNode, useMemo } from 'react'
import { useRecord } from '../../data/useRecord'
import { memberPackagesQuery } from './packageCalls'

/**
 * How many of the member's vouchers can be used now (the package area's record), given to
 * `children` once read (nothing before). The account loads this after its first render, so the
 * package records' code is not part of the account's first load.
 */
export function UsableVoucherCount({
  memberId,
  brandId,
  children,
}: {
  memberId: number
  brandId: number
  children: (count: number) => ReactNode
}) {
  const query = useMemo(() => memberPackagesQuery(memberId, brandId), [memberId, brandId])
  const state = useRecord(query)
  return state.status === 'ready' ? children(state.value.vouchers.length) : null
}
