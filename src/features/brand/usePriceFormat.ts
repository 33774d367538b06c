import { useCallback, useMemo } from 'react'
import { useAnswer } from '../../data/calls'
import { brandConfigRead } from '../../data/shellReads'
import { formatPrice } from '../../domain/money'

/**
 * Formats money with the brand's currency prefix (SPEC §5; default '$ '): the one way every screen
 * shows an amount of a brand, its menu, checkout, orders, pay screens and wallet alike (issue 36).
 * Without a brand (none chosen yet), the default prefix.
 */
export function usePriceFormat(brandId: number | null): (value: string) => string {
  const answer = useAnswer(useMemo(() => (brandId ? brandConfigRead(brandId) : null), [brandId]))
  const prefix = answer?.data?.currencyPrefix
  return useCallback((value) => (prefix ? formatPrice(value, prefix) : formatPrice(value)), [prefix])
}
