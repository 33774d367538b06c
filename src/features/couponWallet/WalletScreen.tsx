import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { useSession } from '../../db/session'
import { WALLET_TABS, type WalletCounts, type WalletTab } from '../../domain/contract/couponWallet'
import type { WalletArg } from '../../domain/couponWalletArgs'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from '../brand/BrandHeader'
import { usePriceFormat } from '../brand/usePriceFormat'
import { MemberGate } from '../login/MemberGate'
import { WalletCopyNotice } from './WalletCopyNotice'
import { WalletCouponCard } from './WalletCouponCard'
import { WalletPending } from './WalletPending'
import { WalletPromoForm } from './WalletPromoForm'
import { invalidateWallet, walletPageQuery } from './walletCalls'
import { tabName } from './walletText'
import './wallet.css'

/**
 * The coupon wallet (/coupon, /pcCoupon, /myCoupons, /myCouponList, /appCouponList; issue 38): the
 * member's coupons of the brand in three tabs with their counts (usable, used, expired), 20 a page,
 * a promo-code field, and each coupon's actions. Offline, the pages last seen show with their age.
 * `layout` desktop (/pcCoupon) puts the promo code beside the list.
 */
export function WalletScreen({ context, layout }: { context: WalletArg; layout: 'phone' | 'desktop' }) {
  const { t } = useLingui()
  usePageTitle(t`My coupons`)
  return (
    <>
      <BrandHeader name={t`My coupons`} logo={undefined} />
      <div className={`page wallet-page wallet-${layout}`}>
        <MemberGate
          intro={
            <h2 className="wallet-title">
              <Trans>Log in to see your coupons</Trans>
            </h2>
          }
        >
          <Wallet context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function Wallet({ context }: { context: WalletArg }) {
  const { t, i18n } = useLingui()
  const { records } = useApp()
  const memberId = useSession().member?.id ?? 0
  const [tab, setTab] = useState<WalletTab>(context.tab)
  const [pageCount, setPageCount] = useState(1)
  const first = useMemo(
    () => walletPageQuery(memberId, context.brandId, tab, 1),
    [memberId, context.brandId, tab],
  )
  const firstState = useRecord(first)
  const counts: WalletCounts | null = firstState.status === 'ready' ? firstState.value.counts : null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  const tabsId = useId()
  const tabRefs = useRef<Record<WalletTab, HTMLButtonElement | null>>({
    usable: null,
    used: null,
    expired: null,
  })

  const choose = (next: WalletTab) => {
    setTab(next)
    setPageCount(1)
  }
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = WALLET_TABS[(WALLET_TABS.indexOf(tab) + step + WALLET_TABS.length) % WALLET_TABS.length]!
    choose(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="wallet-layout">
      <WalletPromoForm
        brandId={context.brandId}
        onRedeemed={() => {
          invalidateWallet(records, memberId)
          records.refresh(walletPageQuery(memberId, context.brandId, 'usable', 1))
          choose('usable')
        }}
      />
      <section className="wallet-main">
        <div className="wallet-tabs" role="tablist" aria-label={t`Coupons`} onKeyDown={onKey}>
          {WALLET_TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${tabsId}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className="wallet-tab"
              onClick={() => choose(name)}
            >
              {tabName(name, i18n)}
              {counts ? <span className="wallet-tab-count">{counts[name]}</span> : null}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {pages.map((pageIndex) => (
            <WalletPageList
              key={`${tab}:${pageIndex}`}
              context={context}
              memberId={memberId}
              tab={tab}
              pageIndex={pageIndex}
              last={pageIndex === pageCount}
              onMore={() => setPageCount((n) => n + 1)}
            />
          ))}
        </div>
      </section>
    </div>
  )
}

type PageProps = {
  context: WalletArg
  memberId: number
  tab: WalletTab
  pageIndex: number
  last: boolean
  onMore: () => void
}

/** One page of a tab; the last one shown offers the next. */
function WalletPageList({ context, memberId, tab, pageIndex, last, onMore }: PageProps) {
  const { t } = useLingui()
  const { records } = useApp()
  const price = usePriceFormat(context.brandId)
  const query = useMemo(
    () => walletPageQuery(memberId, context.brandId, tab, pageIndex),
    [memberId, context.brandId, tab, pageIndex],
  )
  const state = useRecord(query)
  if (state.status !== 'ready')
    return (
      <WalletPending
        state={state}
        loading={t`Loading your coupons…`}
        failed={t`Your coupons could not be loaded.`}
      />
    )
  const page = state.value
  return (
    <>
      {state.savedAt !== null ? (
        <WalletCopyNotice savedAt={state.savedAt} onRetry={() => records.refresh(query)} />
      ) : null}
      {pageIndex === 1 && page.list.length === 0 ? (
        <p className="card wallet-empty">
          {tab === 'usable' ? (
            <Trans>You have no coupons to use. Redeem a promo code above.</Trans>
          ) : tab === 'used' ? (
            <Trans>No coupon used yet.</Trans>
          ) : (
            <Trans>No expired coupons.</Trans>
          )}
        </p>
      ) : (
        <ul className="wallet-list">
          {page.list.map((coupon) => (
            <li key={coupon.id}>
              <WalletCouponCard coupon={coupon} context={context} price={price} />
            </li>
          ))}
        </ul>
      )}
      {last && page.hasMore ? (
        <button type="button" className="button wallet-more" onClick={onMore}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </>
  )
}
