import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { CollectGroup } from '../../domain/contract/couponCentre'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { usePriceFormat } from '../brand/usePriceFormat'
import { useLoginSheet } from '../login/useLoginSheet'
import { CollectableTicket } from './CollectableTicket'
import type { CentreContext } from './centreContext'
import { useCollectList } from './useCollectList'
import './couponCentre.css'

/**
 * Which form of the centre a route shows (docs/routes.md): every group with its coupons
 * (/collectCoupons, /collect, /moreCoupon), the list of groups (/conponGroupList), one group
 * (/collect/couponList) or one coupon with all its rules (/collect/couponDetail).
 */
export type CentreView =
  | { kind: 'centre' }
  | { kind: 'groups' }
  | { kind: 'group'; groupId: number }
  | { kind: 'detail'; couponId: number }

/** A group's heading: its name, or "More coupons" for the coupons of no group. */
function groupName(group: CollectGroup, i18n: I18n, locale: ReturnType<typeof useLocale>): string {
  return group.id === 0 ? i18n._(msg`More coupons`) : localized(group, 'name', locale)
}

/** The coupon centre (issue 38 item 1): the brand's coupons to collect, in groups, in the form `view` names. */
export function CouponCentreScreen({ context, view }: { context: CentreContext; view: CentreView }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const list = useCollectList(context.brandId)
  const login = useLoginSheet()
  const price = usePriceFormat(context.brandId)
  const groups = list.answer?.success ? (list.answer.data ?? []) : []
  const shownGroups =
    view.kind === 'group'
      ? groups.filter((group) => group.id === view.groupId)
      : view.kind === 'detail'
        ? groups
            .map((group) => ({
              ...group,
              coupons: group.coupons.filter((c) => c.couponId === view.couponId),
            }))
            .filter((group) => group.coupons.length > 0)
        : groups
  const title =
    view.kind === 'groups'
      ? t`Coupon groups`
      : view.kind === 'detail'
        ? t`Coupon details`
        : view.kind === 'group' && shownGroups[0]
          ? groupName(shownGroups[0], i18n, locale)
          : t`Coupon centre`
  usePageTitle(title)
  const arg = (...more: number[]) =>
    encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0, ...more])

  function body() {
    if (!list.answer)
      return (
        <p className="collect-loading" role="status">
          <Spinner size={24} /> <Trans>Loading coupons…</Trans>
        </p>
      )
    if (!list.answer.success)
      return (
        <RetryNotice
          role="alert"
          className="collect-failed"
          message={list.answer.errMsg || t`Network connection is unstable, please try again!`}
          onRetry={list.reload}
        />
      )
    if (shownGroups.length === 0)
      return (
        <p className="card muted">
          {view.kind === 'detail' ? (
            <Trans>This coupon is no longer offered.</Trans>
          ) : (
            <Trans>No coupons to collect right now. Come back soon.</Trans>
          )}
        </p>
      )
    if (view.kind === 'groups')
      return (
        <ul className="collect-group-links">
          {shownGroups.map((group) => (
            <li key={group.id}>
              <Link
                to="/collect/couponList/{-$arg}"
                params={{ arg: arg(group.id) }}
                className="card collect-group-link"
              >
                <span className="collect-group-link-name">{groupName(group, i18n, locale)}</span>
                <span className="muted">{t`${group.coupons.length} coupons`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )
    return shownGroups.map((group) => (
      <section key={group.id} className="collect-group" aria-labelledby={`collect-group-${group.id}`}>
        <div className="collect-group-head">
          <h2
            id={`collect-group-${group.id}`}
            className={view.kind === 'detail' ? 'visually-hidden' : 'collect-group-title'}
          >
            {groupName(group, i18n, locale)}
          </h2>
          {view.kind === 'centre' ? (
            <Link to="/collect/couponList/{-$arg}" params={{ arg: arg(group.id) }} className="link-button">
              <Trans>See the group</Trans>
            </Link>
          ) : null}
        </div>
        <div className="collect-tickets">
          {group.coupons.map((coupon) => (
            <CollectableTicket
              key={coupon.couponId}
              coupon={coupon}
              context={context}
              member={list.memberId !== null}
              login={login}
              price={price}
              detail={view.kind === 'detail'}
              onCollected={list.reload}
            />
          ))}
        </div>
      </section>
    ))
  }

  return (
    <>
      <PageHeader title={title} />
      <div className="page collect-page">
        {view.kind === 'centre' ? (
          <nav className="collect-nav" aria-label={t`Coupon centre`}>
            <Link to="/conponGroupList/{-$arg}" params={{ arg: arg() }} className="link-button">
              <Trans>All groups</Trans>
            </Link>
            <a href={`/shop/myCoupons/${arg()}`} className="link-button">
              <Trans>My coupons</Trans>
            </a>
          </nav>
        ) : null}
        {body()}
      </div>
      {login.sheet}
    </>
  )
}
