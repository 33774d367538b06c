import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useUseNow } from './useNow'

/** "Use now": the checkout will have this coupon chosen; opens where it applies (./useNow.ts). */
export function UseNowButton({
  brandId,
  coupon,
}: {
  brandId: number
  coupon: { id: number; orderTypes?: string }
}) {
  const openUseNow = useUseNow(brandId)
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void openUseNow(coupon).finally(() => setBusy(false))
      }}
    >
      <Trans>Use now</Trans>
    </button>
  )
}
