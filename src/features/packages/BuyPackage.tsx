import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { buyPackage } from '../../api/packages'
import { useApp } from '../../app/appContext'
import { mintSubmissionKey } from '../../db/submissionKey'
import { encodeArg } from '../../domain/args'
import type { VoucherPackage } from '../../domain/contract/packages'
import type { CommonArg } from '../../domain/routeArgs'
import { useLoginSheet } from '../login/useLoginSheet'

/**
 * Buy: a guest logs in first (the login sheet), then the package's order is placed
 * (cloudGsa/addPackageOrder) and its payment opens (/fixedPayOrder), as a membership level's.
 */
export function BuyPackage({
  pack,
  name,
  context,
  online,
}: {
  pack: VoucherPackage
  name: string
  context: CommonArg
  online: boolean
}) {
  const { t } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const login = useLoginSheet()
  // One key per purchase: pressing again after a lost answer finds the same order.
  const [submissionKey] = useState(() => mintSubmissionKey())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function buy() {
    setError('')
    if (!(await login.requireLogin())) return
    setBusy(true)
    const answer = await buyPackage(api, {
      brandId: context.brandId,
      packageId: pack.id,
      submissionKey,
      ...(context.restaurantId > 0 ? { restaurantId: context.restaurantId } : {}),
    })
    setBusy(false)
    if (!answer.success || !answer.data) {
      setError(answer.errMsg || t`Could not start the purchase, please try again.`)
      return
    }
    const order = answer.data
    const arg = encodeArg([context.brandId, order.restaurantId, context.fromIndex ? 1 : 0, order.id])
    void navigate({ to: '/fixedPayOrder/{-$arg}', params: { arg } })
  }

  return (
    <>
      {error ? (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => void buy()}
        disabled={busy || !online}
      >
        {t`Buy ${name}`}
      </button>
      {login.sheet}
    </>
  )
}
