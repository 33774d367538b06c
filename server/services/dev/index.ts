import { ConsoleSmsSender } from '../../providers/sms/console'
import type { ServiceDeps } from '../deps'
import { sweepPayments } from '../pay/reconcile'
import { devRoutes } from './routes'

/**
 * Every call under /api/dev/ (./routes.ts): the stored logs of a device when `devLogs`, the SMS
 * inbox while the console sender is in use, the movable clock of browser tests (a move runs the
 * payment sweep, as the time passed would have); null when none (nothing is mounted).
 */
export function devService(deps: ServiceDeps) {
  const sms = deps.member.sms
  return devRoutes(deps.db, {
    logs: deps.devLogs,
    inbox: sms instanceof ConsoleSmsSender ? sms : null,
    clock: deps.devClock,
    afterClockMove: () => sweepPayments(deps.pay),
  })
}
