import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PromoCodeField, usePromoCode } from '../coupons/PromoCodeField'

/**
 * The wallet's promo-code field (member-web/coupon/exchange): a redeemed coupon joins the usable
 * tab at once; a refusal shows the server's SPEC §8 message ('Coupon code does not exist',
 * 'redemption limit reached', 'use your promo code before redeeming a new one').
 */
export function WalletPromoForm({ brandId, onRedeemed }: { brandId: number; onRedeemed: () => void }) {
  const { t } = useLingui()
  const fieldId = useId()
  const promo = usePromoCode(brandId, onRedeemed)
  const outcome = promo.outcome
  return (
    <form className="card wallet-promo" onSubmit={(event) => void promo.redeem(event)}>
      <label htmlFor={fieldId} className="wallet-promo-label">
        <Trans>Redeem a promo code</Trans>
      </label>
      <PromoCodeField
        promo={promo}
        fieldId={fieldId}
        className="wallet-promo-row"
        buttonClassName="button button-primary"
      />
      {outcome ? (
        <p className={outcome.ok ? 'notice' : 'notice notice-warning'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.ok ? t`Coupon added to your wallet.` : outcome.message}
        </p>
      ) : null}
    </form>
  )
}
