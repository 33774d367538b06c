import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import type { PackageOrderSummary } from '../../domain/contract/packages'
import { localized } from '../../domain/locale'
import type { CommonArg } from '../../domain/routeArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import { WalletPending } from '../couponWallet/WalletPending'
import { MemberGate } from '../login/MemberGate'
import { PackagesCopyNotice } from './PackagesCopyNotice'
import { memberPackagesQuery } from './packageCalls'
import { PackageOrderState, VoucherCounts } from './VoucherCounts'

/** The member's packages, newest first: what each has left, and a way to its vouchers; a guest is asked to log in. */
export function MyPackages({ context }: { context: CommonArg }) {
  const title = (
    <h2 id="my-packages-title" className="section-title">
      <Trans>My packages</Trans>
    </h2>
  )
  // One region for both: the guest's login gate and the member's list are each a card of their own.
  return (
    <section aria-labelledby="my-packages-title">
      <MemberGate
        intro={title}
        guestNotice={
          <p>
            <Trans>Log in to see the packages you bought and use their vouchers.</Trans>
          </p>
        }
      >
        <div className="card packages-section">
          {title}
          <MemberPackageList context={context} />
        </div>
      </MemberGate>
    </section>
  )
}

function MemberPackageList({ context }: { context: CommonArg }) {
  const { t } = useLingui()
  const { records } = useApp()
  const memberId = useSession().member?.id ?? 0
  const query = useMemo(() => memberPackagesQuery(memberId, context.brandId), [memberId, context.brandId])
  const state = useRecord(query)
  if (state.status !== 'ready')
    return (
      <WalletPending
        state={state}
        loading={t`Loading your packages…`}
        failed={t`Your packages could not be loaded.`}
      />
    )
  const { orders } = state.value
  return (
    <>
      {state.savedAt !== null ? (
        <PackagesCopyNotice savedAt={state.savedAt} onRetry={() => records.refresh(query)} />
      ) : null}
      {orders.length === 0 ? (
        <p className="muted">
          <Trans>You have not bought a package yet.</Trans>
        </p>
      ) : (
        <ul className="package-list">
          {orders.map((order) => (
            <MemberPackage key={order.orderId} order={order} context={context} />
          ))}
        </ul>
      )}
    </>
  )
}

function MemberPackage({ order, context }: { order: PackageOrderSummary; context: CommonArg }) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(context.brandId)
  const name = localized(order.package, 'name', locale)
  const headingId = `package-order-${order.orderId}`
  // Vouchers exist once the order is paid; until then (or when it never was) its state says why none.
  const issued = order.vouchers.total > 0
  const orderArg = encodeArg([context.brandId, 0, context.fromIndex ? 1 : 0, order.orderId])
  return (
    <li className="package-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="package-name">
        {name}
      </h3>
      <p className="muted">{t`Bought on ${formatDate(order.createdAt, 2)} for ${price(order.price)}`}</p>
      <PackageOrderState order={order} />
      {issued ? <VoucherCounts counts={order.vouchers} /> : null}
      {order.nextExpiry ? <NextExpiry at={order.nextExpiry} /> : null}
      <div className="package-actions">
        {!issued ? null : (
          <Link
            to="/takeawayDetail/{-$arg}"
            params={{ arg: encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0]) }}
            search={{ order: order.orderId }}
            className="button"
          >
            <Trans>See the vouchers</Trans>
          </Link>
        )}
        <Link to="/orderDetail/{-$arg}" params={{ arg: orderArg }} className="button">
          <Trans>See the order</Trans>
        </Link>
      </div>
    </li>
  )
}

function NextExpiry({ at }: { at: string }) {
  const date = formatDate(at, 2)
  return (
    <p>
      <Trans>
        The next voucher expires on <span className="voucher-date">{date}</span>.
      </Trans>
    </p>
  )
}
