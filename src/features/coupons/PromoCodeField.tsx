import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { exchangeCoupon } from '../../api/order'
import { useApp } from '../../app/appContext'

/** Longest promo code the field takes (the server's PromoCodeParam). */
const MAX_CODE_CHARS = 32

/** A redemption's outcome: the new coupon's id, or the server's SPEC §8 message. */
export type PromoOutcome = { ok: true; redeemedId: number | null } | { ok: false; message: string }

/** The member coupon id of exchange's answer (a MemberCouponItem), or null. */
function redeemedIdOf(data: unknown): number | null {
  const id = (data as { id?: unknown } | null)?.id
  return typeof id === 'number' ? id : null
}

/**
 * A promo code typed and redeemed (member-web/coupon/exchange), wherever a member can type one (the
 * checkout's coupon section, the wallet): the code, whether it is being redeemed, and the outcome.
 */
export function usePromoCode(brandId: number, onRedeemed: () => void) {
  const { t } = useLingui()
  const { api } = useApp()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<PromoOutcome | null>(null)

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
        setOutcome({ ok: true, redeemedId: redeemedIdOf(answer.data) })
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
  return { code, setCode, busy, outcome, redeem }
}

type FieldProps = {
  promo: ReturnType<typeof usePromoCode>
  /** The id the form's label points at. */
  fieldId: string
  className: string
  buttonClassName: string
}

/** The code's field and its Redeem button, side by side. */
export function PromoCodeField({ promo, fieldId, className, buttonClassName }: FieldProps) {
  const { t } = useLingui()
  return (
    <div className={className}>
      <input
        id={fieldId}
        type="text"
        value={promo.code}
        maxLength={MAX_CODE_CHARS}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(event) => promo.setCode(event.target.value)}
      />
      <button type="submit" className={buttonClassName} disabled={promo.busy || promo.code.trim() === ''}>
        {promo.busy ? t`Redeeming…` : t`Redeem`}
      </button>
    </div>
  )
}
