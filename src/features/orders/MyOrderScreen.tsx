import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { useSession } from '../../db/session'
import type { MyOrderArg } from '../../domain/orderRouteArgs'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from '../brand/BrandHeader'
import { MemberGate } from '../login/MemberGate'
import { useRefreshOn } from './liveOrders'
import { OrderCard } from './OrderCard'
import { OrderCopyNotice } from './OrderLoadNotice'
import { orderPageQuery } from './orderCalls'
import { SendingOrders } from './SendingOrders'
import { type OrderList, useOrderList } from './useOrderList'
import './orders.css'

/**
 * /myOrder: the member's orders, newest first, 20 a page, more loaded on scroll; guests are asked to
 * log in. /apps/fixedOrderList (`awaitingPayment`): only those waiting for their online payment,
 * each opening its pay screen /fixedPayOrder.
 */
export function MyOrderScreen({
  context,
  awaitingPayment = false,
}: {
  context: MyOrderArg
  awaitingPayment?: boolean
}) {
  const { t } = useLingui()
  const title = awaitingPayment ? t`Orders to pay` : t`My orders`
  usePageTitle(title)
  return (
    <>
      <BrandHeader name={title} logo={undefined} />
      <div className="page orders-page">
        <MemberGate
          intro={
            <h2 className="orders-gate-title">
              <Trans>Log in to see your orders</Trans>
            </h2>
          }
        >
          <MemberOrders context={context} awaitingPayment={awaitingPayment} />
        </MemberGate>
      </div>
    </>
  )
}

function MemberOrders({ context, awaitingPayment }: { context: MyOrderArg; awaitingPayment: boolean }) {
  const { t } = useLingui()
  const memberId = useSession().member?.id ?? 0
  const list = useOrderList(context, memberId, awaitingPayment)
  const pages = Array.from({ length: list.pageCount }, (_, index) => index + 1)
  return (
    <section className="order-list" aria-label={awaitingPayment ? t`Orders to pay` : t`My orders`}>
      {awaitingPayment ? null : <SendingOrders list={list} />}
      {pages.map((pageIndex) => (
        <OrderPage key={pageIndex} list={list} pageIndex={pageIndex} last={pageIndex === list.pageCount} />
      ))}
    </section>
  )
}

/** One page of 20; the last one shown watches its end and asks for the next when it comes into view. */
function OrderPage({ list, pageIndex, last }: { list: OrderList; pageIndex: number; last: boolean }) {
  const { t } = useLingui()
  const { records } = useApp()
  const query = useMemo(() => orderPageQuery(list.scope, pageIndex), [list.scope, pageIndex])
  const state = useRecord(query)
  useRefreshOn(query, state, list.changes)
  if (state.status === 'loading') {
    return (
      <p className="orders-loading" role="status">
        <Spinner size={20} /> {pageIndex === 1 ? t`Loading your orders…` : t`Loading more orders…`}
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <RetryNotice
        role="alert"
        className="notice-warning"
        message={state.failure.errMsg || t`Your orders could not be loaded.`}
        onRetry={state.retry}
      />
    )
  }
  const page = state.value
  const copy =
    state.savedAt !== null ? (
      <OrderCopyNotice savedAt={state.savedAt} onRetry={() => records.refresh(query)} />
    ) : null
  if (pageIndex === 1 && page.list.length === 0) {
    return (
      <>
        {copy}
        <div className="card orders-empty">
          <p>
            {list.scope.awaitingPayment ? (
              <Trans>No orders are waiting for payment.</Trans>
            ) : (
              <Trans>You have no orders yet.</Trans>
            )}
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      {copy}
      <ul className="order-cards">
        {page.list.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            restaurant={list.restaurantName(order.restaurantId)}
            opens={list.scope.awaitingPayment ? 'pay' : 'detail'}
          />
        ))}
      </ul>
      {last && page.hasMore ? <MoreOrders onMore={() => list.showPageAfter(pageIndex)} /> : null}
      {last && !page.hasMore && pageIndex > 1 ? (
        <p className="muted orders-end">
          <Trans>No more orders</Trans>
        </p>
      ) : null}
    </>
  )
}

/** The end of the list: seen on screen (IntersectionObserver) it loads the next page; a button does too. */
function MoreOrders({ onMore }: { onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onMore)
  latest.current = onMore
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className="orders-more">
      <button type="button" className="button" onClick={onMore}>
        <Trans>Load more</Trans>
      </button>
    </div>
  )
}
