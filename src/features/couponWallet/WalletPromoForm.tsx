import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { exchangeCoupon } from '../../api/order'
import { useApp } from '../../app/appContext'

/** Longest promo code the field takes (the server's PromoCodeParam). */
const MAX_CODE_CHARS = 32

/**
 * The wallet's promo-code field (member-web/coupon/exchange): a redeemed coupon joins the usable
 * tab at once; a refusal shows the server's SPEC §8 message ('Coupon code does not exist',
 * 'redemption limit reached', 'use your promo code before redeeming a new one').
 */
export function WalletPromoForm({ brandId, onRedeemed }: { brandId: number; onRedeemed: () => void }) {
  const { t } = useLingui()
  const { api } = useApp()
  const fieldId = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  async function redeem(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) return
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await exchangeCoupon(api, trimmed, brandId)
      if (answer.success) {
        setCode('')
        setOutcome({ ok: true, message: t`Coupon added to your wallet.` })
        onRedeemed()
      } else {
        setOutcome({
          ok: false,
          message: answer.errMsg || t`Network connection is unstable, please try again!`,
        })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card wallet-promo" onSubmit={(event) => void redeem(event)}>
      <label htmlFor={fieldId} className="wallet-promo-label">
        <Trans>Redeem a promo code</Trans>
      </label>
      <div className="wallet-promo-row">
        <input
          id={fieldId}
          type="text"
          value={code}
          maxLength={MAX_CODE_CHARS}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy || code.trim() === ''}>
          {busy ? t`Redeeming…` : t`Redeem`}
        </button>
      </div>
      {outcome ? (
        <p className={outcome.ok ? 'notice' : 'notice notice-warning'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      ) : null}
    </form>
  )
}
