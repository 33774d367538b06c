import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { checkOrderLimit, checkZiquLimit, limitHitOf } from '../../api/menu'
import { useApp } from '../../app/appContext'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { isServerLimitHit } from '../../domain/menu/limits'
import { isDifferenceLine } from '../../domain/menu/types'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { SERVER_LIMIT_TEXT, SHOP_STATE_TEXT } from '../menu/menuText'
import type { Ordering } from '../menu/useOrdering'

export type NextOutcome = { kind: 'ok' } | { kind: 'refused'; message: string; needAddress?: boolean }

/**
 * The cart's Next button: checks what SPEC asks before ordering — the shop state (order types 7 and
 * 1, SPEC §4) and the server's limit check (restaurant/order/checkZiquLimit for pick-up,
 * checkOrderLimit otherwise; code -1 is 'The maximum limit has been reached') — then opens the
 * order confirmation (/deliveryOrder, /pcDeliveryOrder from the desktop menu) for delivery,
 * pick-up and cold-chain menus, the table's screen (/scanOrder) at a table, and the group order's
 * page (/inviteCode) in a group order; the cart stays as it is. A scan menu without a table code
 * has nowhere to send to.
 */
export function useNextStep(ordering: Ordering) {
  const { i18n, t } = useLingui()
  const { api } = useApp()
  const locale = useLocale()
  const [running, setRunning] = useState(false)
  const [outcome, setOutcome] = useState<NextOutcome | null>(null)
  const { cart, flow, shopState, arg, persons } = ordering
  const navigate = useNavigate()
  const desktop = useLocation({ select: (location) => location.pathname.includes('/pcIndex/') })

  // A changed cart has not been checked.
  const lines = cart.lines
  useEffect(() => {
    if (lines) setOutcome(null)
  }, [lines])

  async function run() {
    // Closed by its hours, the shop still takes orders for later: the checkout offers those times.
    if (shopState !== 'ok' && shopState !== 'afterHours') {
      const message = i18n._(SHOP_STATE_TEXT[shopState])
      setOutcome({ kind: 'refused', message, needAddress: shopState === 'needAddress' })
      return
    }
    setRunning(true)
    try {
      const body = {
        restaurantId: arg.restaurantId,
        lines: lines.filter((line) => !isDifferenceLine(line)),
        persons,
        orderType: flow?.orderType,
      }
      const answer =
        flow?.flow === 'pickup' ? await checkZiquLimit(api, body) : await checkOrderLimit(api, body)
      if (answer.success) {
        const params = { arg: encodeArg(menuArgValues(arg)) }
        // In a group order, its page: everyone's dishes, and for the host the way to check out.
        if (arg.invite) {
          void navigate({ to: desktop ? '/pcInviteCode/{-$arg}' : '/inviteCode/{-$arg}', params })
          return
        }
        // At a table, the table's screen: its shared cart, guests and rounds.
        if (flow?.flow === 'scan' && arg.qrCode) {
          void navigate({ to: '/scanOrder/{-$arg}', params })
          return
        }
        if (flow && flow.flow !== 'scan') {
          const target = desktop ? '/pcDeliveryOrder/{-$arg}' : '/deliveryOrder/{-$arg}'
          void navigate({ to: target, params })
          return
        }
        setOutcome({ kind: 'ok' })
        return
      }
      const hit = limitHitOf(answer)
      const food = hit ? localized(hit, 'foodName', locale) : ''
      const limit = i18n._(SERVER_LIMIT_TEXT)
      const message = isServerLimitHit(answer)
        ? food
          ? `${limit}: ${food}`
          : limit
        : answer.errMsg || t`Network connection is unstable, please try again!`
      setOutcome({ kind: 'refused', message })
    } finally {
      setRunning(false)
    }
  }

  return { running, outcome, run: () => void run() }
}
