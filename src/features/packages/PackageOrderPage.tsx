import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import type { MemberVoucher, PackageOrderDetail } from '../../domain/contract/packages'
import { localized } from '../../domain/locale'
import type { CommonArg } from '../../domain/routeArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { useMinuteClock } from '../../ui/useMinuteClock'
import { usePriceFormat } from '../brand/usePriceFormat'
import { WalletPending } from '../couponWallet/WalletPending'
import { MemberGate } from '../login/MemberGate'
import { PackagesCopyNotice } from './PackagesCopyNotice'
import { packageOrderQuery } from './packageCalls'
import { PackageOrderState, VoucherCounts } from './VoucherCounts'
import { voucherState } from './voucherState'

/** One package order (`?order=`): what it holds, then each voucher and where it stands. */
export function PackageOrderPage({ context, orderId }: { context: CommonArg; orderId: number }) {
  const areaArg = encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0])
  return (
    <>
      <Link to="/takeawayDetail/{-$arg}" params={{ arg: areaArg }} className="packages-back">
        <Trans>Back to vouchers and packages</Trans>
      </Link>
      <MemberGate
        guestNotice={
          <p>
            <Trans>Log in to see the vouchers of your packages.</Trans>
          </p>
        }
      >
        <PackageOrderLoaded context={context} orderId={orderId} />
      </MemberGate>
    </>
  )
}

function PackageOrderLoaded({ context, orderId }: { context: CommonArg; orderId: number }) {
  const { t } = useLingui()
  const { records } = useApp()
  const memberId = useSession().member?.id ?? 0
  const query = useMemo(() => packageOrderQuery(memberId, orderId), [memberId, orderId])
  const state = useRecord(query)
  if (state.status !== 'ready')
    return (
      <WalletPending
        state={state}
        loading={t`Loading the vouchers…`}
        failed={t`The vouchers could not be loaded.`}
      />
    )
  return (
    <>
      {state.savedAt !== null ? (
        <PackagesCopyNotice savedAt={state.savedAt} onRetry={() => records.refresh(query)} />
      ) : null}
      <PackageOrderView order={state.value} context={context} />
    </>
  )
}

function PackageOrderView({ order, context }: { order: PackageOrderDetail; context: CommonArg }) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(context.brandId)
  const name = localized(order.package, 'name', locale)
  const heading = useRef<HTMLHeadingElement>(null)
  const now = useMinuteClock()
  // Opened from the list: focus goes to what the page now shows, for a screen reader's user too.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card packages-section" aria-labelledby="package-order-title">
      <h2 id="package-order-title" className="section-title" ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <p className="muted">{t`Bought on ${formatDate(order.createdAt, 2)} for ${price(order.price)}`}</p>
      <PackageOrderState order={order} />
      {order.items.length > 0 ? (
        <>
          <VoucherCounts counts={order.vouchers} />
          <ol className="voucher-list" aria-label={t`Vouchers`}>
            {order.items.map((voucher, index) => (
              <VoucherItem
                key={voucher.id}
                voucher={voucher}
                number={index + 1}
                now={now}
                context={context}
              />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}

function VoucherItem({
  voucher,
  number,
  now,
  context,
}: {
  voucher: MemberVoucher
  number: number
  /** The time (null before the browser reads its clock). */
  now: Date | null
  context: CommonArg
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const dish = localized(voucher.food, 'name', locale)
  const until = formatDate(voucher.expiresAt, 2)
  const state = voucherState(voucher, now)
  const usedArg =
    voucher.usedOrderId === null
      ? null
      : encodeArg([context.brandId, 0, context.fromIndex ? 1 : 0, voucher.usedOrderId])
  const used = voucher.usedAt ? t`Used on ${formatDate(voucher.usedAt, 2)}` : t`Used`
  return (
    <li className={`voucher-item voucher-${state}`}>
      <span className="voucher-name">{t`Voucher ${number}: ${dish}`}</span>
      <span className="voucher-state">
        {state === 'usable' ? (
          t`Usable until ${until}`
        ) : state === 'expired' ? (
          t`Expired on ${until}`
        ) : state === 'withdrawn' ? (
          t`Withdrawn: the package was refunded`
        ) : usedArg ? (
          // The order it was used in opens from its date.
          <Link to="/orderDetail/{-$arg}" params={{ arg: usedArg }}>
            {used}
          </Link>
        ) : (
          used
        )}
      </span>
    </li>
  )
}
