import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { thumbnailPicture } from '../../api/pictures'
import { useApp } from '../../app/appContext'
import { refreshCall, useAnswer } from '../../data/calls'
import type { VoucherPackage } from '../../domain/contract/packages'
import { localized } from '../../domain/locale'
import type { CommonArg } from '../../domain/routeArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'
import { usePriceFormat } from '../brand/usePriceFormat'
import { BuyPackage } from './BuyPackage'
import { packageListQuery } from './packageCalls'

/** The packages the brand sells now, each with what it holds, its price and Buy. */
export function PackagesForSale({ context, online }: { context: CommonArg; online: boolean }) {
  const { t } = useLingui()
  const { records } = useApp()
  const query = useMemo(() => packageListQuery(context.brandId), [context.brandId])
  const answer = useAnswer(query)
  return (
    <section className="card packages-section" aria-labelledby="packages-for-sale-title">
      <h2 id="packages-for-sale-title" className="section-title">
        <Trans>Packages for sale</Trans>
      </h2>
      {answer === undefined ? (
        <p role="status">
          <Spinner size={20} /> <Trans>Loading the packages…</Trans>
        </p>
      ) : !answer.success ? (
        <RetryNotice
          role="alert"
          className="notice-warning"
          message={answer.errMsg || t`The packages could not be loaded.`}
          onRetry={() => refreshCall(records, query)}
        />
      ) : (
        <>
          {/* The device's copy shows at once while the network is asked; its age matters offline only. */}
          {!online && answer.stale && answer.savedAt ? (
            <p className="muted">{t`As saved on this device on ${formatDate(answer.savedAt, 8)}.`}</p>
          ) : null}
          {(answer.data ?? []).length === 0 ? (
            <p className="muted">
              <Trans>No packages are for sale at the moment.</Trans>
            </p>
          ) : (
            <ul className="package-list">
              {(answer.data ?? []).map((pack) => (
                <PackageForSale key={pack.id} pack={pack} context={context} online={online} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

function PackageForSale({
  pack,
  context,
  online,
}: {
  pack: VoucherPackage
  context: CommonArg
  online: boolean
}) {
  const locale = useLocale()
  const price = usePriceFormat(context.brandId)
  const name = localized(pack, 'name', locale)
  const description = localized(pack, 'description', locale)
  const dish = localized(pack.food, 'name', locale)
  const days = pack.validDays
  const headingId = `package-${pack.id}-name`
  return (
    <li className="package-item" aria-labelledby={headingId}>
      <div className="package-heading">
        {pack.imageUrl ? (
          <img
            className="package-picture"
            {...thumbnailPicture(pack.imageUrl)}
            alt=""
            width={56}
            height={56}
          />
        ) : null}
        <h3 id={headingId} className="package-name">
          {name}
        </h3>
      </div>
      {description ? <p>{description}</p> : null}
      <p className="package-vouchers">
        <Plural value={pack.voucherCount} one={`# voucher for ${dish}`} other={`# vouchers for ${dish}`} />
      </p>
      <p className="package-price">{price(pack.price)}</p>
      <p className="muted">
        <Plural
          value={days}
          one="Each voucher can be used for # day from payment."
          other="Each voucher can be used for # days from payment."
        />
      </p>
      <BuyPackage pack={pack} name={name} context={context} online={online} />
    </li>
  )
}
