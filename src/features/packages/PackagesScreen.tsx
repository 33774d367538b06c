import { Trans, useLingui } from '@lingui/react/macro'
import type { CommonArg } from '../../domain/routeArgs'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from '../brand/BrandHeader'
import { useOnline } from '../shell/useOnline'
import { MyPackages } from './MyPackages'
import { PackageOrderPage } from './PackageOrderPage'
import { PackagesForSale } from './PackagesForSale'
import './packages.css'

/**
 * The voucher and package area (/takeawayDetail, issue 39 item 4): the packages the brand sells,
 * each bought as an order and paid on the pay screen, and the member's packages with their
 * vouchers; with `orderId`, one package order's vouchers one by one.
 */
export function PackagesScreen({ context, orderId }: { context: CommonArg; orderId: number | null }) {
  const { t } = useLingui()
  usePageTitle(t`Vouchers and packages`)
  const online = useOnline()
  return (
    <>
      <BrandHeader name={t`Vouchers and packages`} logo={undefined} />
      <div className="page packages-page">
        {online ? null : (
          <p className="notice offline-notice" role="status">
            <Trans>
              You are offline. What this device saved is shown; packages can be bought once you are back
              online.
            </Trans>
          </p>
        )}
        {orderId === null ? (
          <>
            <PackagesForSale context={context} online={online} />
            <MyPackages context={context} />
          </>
        ) : (
          <PackageOrderPage context={context} orderId={orderId} />
        )}
      </div>
    </>
  )
}
