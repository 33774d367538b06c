import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { joinBrand } from '../../api/member'
import { useApp } from '../../app/appContext'
import type { MemberInfo } from '../../domain/contract/member'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { showToast } from '../../ui/toasts'
import { useBrand } from '../brand/BrandContext'

type JoinBrandCardProps = {
  member: Pick<MemberInfo, 'id' | 'phone'>
  brandId: number
  /** Called once the server has the membership, so the summary asks again. */
  onJoined: () => void
}

/**
 * Shown to a member who logged in through another brand: joining this one starts its points and
 * level. Logging in through a brand joins it already, so most members never see this card.
 */
export function JoinBrandCard({ member, brandId, onJoined }: JoinBrandCardProps) {
  const { t } = useLingui()
  const { api } = useApp()
  const locale = useLocale()
  const { brand } = useBrand()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const brandName = (brand?.id === brandId && localized(brand, 'name', locale)) || t`this brand`

  async function join() {
    setBusy(true)
    setError('')
    const answer = await joinBrand(api, member, brandId)
    setBusy(false)
    if (!answer.success) {
      setError(answer.errMsg || t`Could not join, please try again.`)
      return
    }
    showToast(t`Welcome to ${brandName}!`)
    onJoined()
  }

  return (
    <section className="card join-brand" aria-labelledby="join-brand-title">
      <h2 id="join-brand-title" className="section-title">
        <Trans>You are not a member of {brandName} yet</Trans>
      </h2>
      <p className="muted">
        <Trans>Join to collect points, reach member levels and get member prices. It is free.</Trans>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-primary button-block" onClick={join} disabled={busy}>
        <Trans>Join {brandName}</Trans>
      </button>
    </section>
  )
}
