import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { startInvite } from '../../api/invite'
import { useApp } from '../../app/appContext'
import { getSession } from '../../db/login'
import { encodeArg } from '../../domain/args'
import { GUEST_NAME_MAX } from '../../domain/contract/tableCart'
import { ORDER_TYPE } from '../../domain/menu/types'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { showToast } from '../../ui/toasts'
import { useLoginSheet } from '../login/useLoginSheet'
import type { Ordering } from '../menu/useOrdering'

/** Order types a group order can be (docs/api.md "Invites"): delivery and pick-up. */
const GROUP_ORDER_TYPES: readonly number[] = [ORDER_TYPE.shop, ORDER_TYPE.pickup]

/**
 * Whether the menu's cart can become a group order: a delivery or pick-up menu, not a table's, not
 * one opened from a counter code (its order goes with the code), and not a group order already.
 */
export function canStartGroupOrder({ arg, flow }: Ordering): boolean {
  if (arg.qrCode || arg.invite || arg.counterCode) return false
  return flow !== null && GROUP_ORDER_TYPES.includes(flow.orderType)
}

/**
 * "Order with friends" in the cart (issue 37 item 4): a member starts a group order at this
 * restaurant, the dishes already in the cart become theirs in it (named as the member), and the
 * group order's page opens with its link to share. A guest logs in first.
 */
export function GroupOrderStart({ ordering }: { ordering: Ordering }) {
  const { t } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const login = useLoginSheet()
  const [starting, setStarting] = useState(false)
  const { arg, cart, flow } = ordering

  async function start() {
    if (!flow || !(await login.requireLogin())) return
    setStarting(true)
    try {
      const started = await startInvite(api, {
        brandId: arg.brandId,
        restaurantId: arg.restaurantId,
        orderType: flow.orderType as 1 | 7,
        menuType: arg.menuType,
      })
      if (!started.success || !started.data) {
        showToast(started.errMsg || t`The group order could not be started. Please try again.`)
        return
      }
      const { code } = started.data
      const member = (await getSession()).member
      const name = [...(member?.name || member?.memberName || t`Host`)].slice(0, GUEST_NAME_MAX).join('')
      // The cart's dishes become the host's in the group order: kept on the device before the
      // cart is emptied, and sent by the group order's store (its page holds it next).
      const { holdTableCart } = await import('../table/tableCartHold')
      const held = holdTableCart(api, 'invite', code)
      await held.ready
      await held.store.setGuestName(name)
      for (const line of cart.lines) await held.store.add(line)
      held.release()
      await cart.clear()
      const values = menuArgValues({ ...arg, invite: code })
      void navigate({ to: '/inviteCode/{-$arg}', params: { arg: encodeArg(values) } })
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="group-order-start">
      <button type="button" className="button" disabled={starting} onClick={() => void start()}>
        <Trans>Order with friends</Trans>
      </button>
      <p className="muted">
        <Trans>
          Start a group order and share its link: friends add their own dishes, you place one order.
        </Trans>
      </p>
      {login.sheet}
    </div>
  )
}
