import { useLingui } from '@lingui/react/macro'
import { buyPackage } from '../../api/packages'
import type { VoucherPackage } from '../../domain/contract/packages'
import type { CommonArg } from '../../domain/routeArgs'
import { useLoginSheet } from '../login/useLoginSheet'
import { usePurchase } from '../purchase/usePurchase'

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
  const login = useLoginSheet()
  const { busy, error, clearError, purchase } = usePurchase(context)

  async function buy() {
    clearError()
    if (!(await login.requireLogin())) return
    await purchase((api, fields) =>
      buyPackage(api, { brandId: context.brandId, packageId: pack.id, ...fields }),
    )
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
