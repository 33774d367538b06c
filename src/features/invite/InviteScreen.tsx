import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { moveInvite } from '../../api/invite'
import { useApp } from '../../app/appContext'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { cartTotals } from '../../domain/menu/cartTotals'
import { type MenuArg, menuArgValues, menuQueryArg } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { ask } from '../../ui/questions'
import { Spinner } from '../../ui/Spinner'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { usePriceFormat } from '../brand/usePriceFormat'
import { useRestaurant } from '../menu/useShopInfo'
import { TableCartLines } from '../table/TableCartLines'
import { useSharedCart } from '../table/useSharedCart'
import { InviteNameForm } from './InviteNameForm'
import { InviteShare } from './InviteShare'
import { InviteStateNotice } from './InviteStateNotice'
import { useInviteHost } from './useInviteHost'
import '../table/table.css'
import './invite.css'

/**
 * /inviteCode/:arg and /pcInviteCode/:arg (issue 37 item 4): a group order's page. Everyone sees each
 * person's dishes under their name with their subtotal (summed on the phone, as the cart is) and the
 * total; the host also has the link to share (QR code, share sheet), locks the group order and checks
 * out, unlocks it, or cancels it. A friend adds dishes from the menu and waits for the host.
 */
export function InviteScreen({
  arg,
  layout,
}: {
  arg: MenuArg & { invite: string }
  layout: 'phone' | 'desktop'
}) {
  const { t } = useLingui()
  const { api } = useApp()
  const locale = useLocale()
  const navigate = useNavigate()
  const { snapshot, store } = useSharedCart('invite', arg.invite)
  const { read, take } = useInviteHost(arg.invite)
  const price = usePriceFormat(arg.brandId)
  const restaurant = useRestaurant(arg.brandId, arg.restaurantId)
  const title = t`Group order`
  usePageTitle(title)
  const [moving, setMoving] = useState(false)

  const host = read.role === 'host' ? read.view : null
  const state = host?.state ?? snapshot.state ?? 'open'
  const closed = host ? state !== 'open' && state !== 'locked' : snapshot.closed !== null
  const values = encodeArg(menuArgValues(arg))
  const menuLink = { to: '/inviteOrder/{-$arg}', params: { arg: values } } as const
  const lines = snapshot.lines
  const total = cartTotals(lines.map((entry) => entry.line)).total

  async function move(to: 'lock' | 'unlock' | 'cancel'): Promise<boolean> {
    setMoving(true)
    try {
      const answer = await moveInvite(api, to, arg.invite)
      if (answer.success && answer.data) take(answer.data)
      else showToast(answer.errMsg || t`Network connection is unstable, please try again!`)
      return answer.success
    } finally {
      setMoving(false)
    }
  }
  async function checkOut() {
    if (state === 'open' && !(await move('lock'))) return
    if (layout === 'desktop') void navigate({ to: '/pcInviteOrder', search: { arg: menuQueryArg(arg) } })
    else void navigate({ to: '/deliveryOrder/{-$arg}', params: { arg: values } })
  }
  async function cancel() {
    const yes = await ask({
      title: t`Cancel the group order?`,
      message: t`Everyone’s dishes are dropped and the link stops working.`,
      yes: t`Cancel group order`,
      no: t`Keep`,
    })
    if (yes) await move('cancel')
  }

  return (
    <>
      <PageHeader title={title} />
      <div className={`page invite-page invite-page-${layout}`}>
        {restaurant ? <p className="invite-restaurant">{localized(restaurant, 'name', locale)}</p> : null}
        <InviteStateNotice
          state={state}
          closedMessage={host ? null : (snapshot.closed?.message ?? null)}
          viewer={read.role}
          orderLink={
            host?.orderId
              ? encodeArg([arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0, host.orderId])
              : null
          }
        />
        {snapshot.offline ? (
          <p className="notice" role="status">
            <Trans>
              You are offline. Your changes are kept on this phone and sent when you are back online.
            </Trans>
          </p>
        ) : null}
        {host && !closed ? <InviteShare path={`/shop/inviteOrder/${values}`} /> : null}

        <section className="card invite-section" aria-labelledby="invite-people-title">
          <h2 id="invite-people-title" className="invite-section-title">
            <Trans>Everyone’s dishes</Trans>
          </h2>
          {!closed ? (
            <InviteNameForm
              key={snapshot.loaded ? 'loaded' : 'loading'}
              initial={snapshot.guestName}
              submitLabel={t`Save name`}
              onSave={(name) => void store?.setGuestName(name)}
            />
          ) : null}
          {!snapshot.loaded ? (
            <Spinner size={20} />
          ) : lines.length === 0 ? (
            <p className="notice">
              <Trans>No dishes yet. Everyone with the link adds their own from the menu.</Trans>
            </p>
          ) : (
            <TableCartLines
              lines={lines}
              guests={snapshot.guests}
              you={snapshot.you}
              price={price}
              subtotals
              onSetNumber={(lineId, number) => void store?.setNumber(lineId, number)}
            />
          )}
          {lines.length > 0 ? (
            <p className="invite-total">
              <span>
                <Trans>Total of the dishes</Trans>
              </span>
              <strong>{price(total)}</strong>
            </p>
          ) : null}
          {state === 'open' ? (
            <Link {...menuLink} className="button button-block">
              <Trans>Add dishes</Trans>
            </Link>
          ) : null}
        </section>

        {host && !closed ? (
          <section className="card invite-section invite-host-actions" aria-label={t`Host`}>
            <button
              type="button"
              className="button button-primary button-block"
              disabled={moving || lines.length === 0 || snapshot.changesUnsent}
              onClick={() => void checkOut()}
            >
              {state === 'open' ? t`Lock and check out` : t`Check out`}
            </button>
            {state === 'locked' ? (
              <button
                type="button"
                className="button button-block"
                disabled={moving}
                onClick={() => void move('unlock')}
              >
                <Trans>Unlock so friends can change their dishes</Trans>
              </button>
            ) : null}
            <button
              type="button"
              className="button button-block"
              disabled={moving}
              onClick={() => void cancel()}
            >
              <Trans>Cancel group order</Trans>
            </button>
          </section>
        ) : null}
      </div>
    </>
  )
}
