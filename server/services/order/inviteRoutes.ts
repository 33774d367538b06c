import { Hono } from 'hono'
import {
  INVITE_STATUS,
  InviteChangeParams,
  InviteCodeParams,
  InvitePlaceParams,
  InviteReadParams,
  InviteStartParams,
} from '../../../src/domain/contract/invite'
import { TABLE_CART_WAIT_MS } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { handheldOf } from '../../http/device'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { CartWaits } from './cartWaits'
import { placeInvite } from './inviteOrder'
import {
  changeInvite,
  hostInvite,
  inviteOfCode,
  inviteState,
  inviteVersion,
  inviteView,
  moveInvite,
  refuseClosed,
  startInvite,
} from './invites'

/** What the invite calls need. */
export type InviteDeps = {
  db: Database
  now: () => Date
  /** How long a read with `after` waits for a change; TABLE_CART_WAIT_MS when absent (tests shorten it). */
  inviteWaitMs?: number
}

/**
 * The group order calls of the order service (docs/api.md "Invites"). The host's calls need the
 * host's login; a friend's need the invite's code only, like a table's code.
 */
export function inviteOrderRoutes(deps: InviteDeps) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)
  const waits = new CartWaits((inviteId) => inviteVersion(db, inviteId))
  const waitMs = deps.inviteWaitMs ?? TABLE_CART_WAIT_MS

  routes.post('/invite/start', auth, async (c) => {
    const input = await readPostParams(c, InviteStartParams)
    const now = deps.now()
    const invite = await startInvite(db, c.get('member').id, input, now)
    return ok(c, await inviteView(db, invite, now, { host: true }))
  })

  // A friend's read: INVITE.CLOSED (saying how) once the invite is ordered, cancelled or expired.
  routes.get('/invite', async (c) => {
    const { code, after, guestKey } = parseInput(InviteReadParams, queryOf(c))
    let invite = await inviteOfCode(db, code)
    // A closed invite answers at once: there is nothing left to wait for.
    refuseClosed(inviteState(invite, deps.now()))
    if (after !== undefined) {
      await waits.until(invite.id, after, waitMs, c.req.raw.signal)
      invite = await inviteOfCode(db, code)
    }
    const now = deps.now()
    refuseClosed(inviteState(invite, now))
    return ok(c, await inviteView(db, invite, now, { guestKey }))
  })
  routes.post('/invite/change', async (c) => {
    const input = await readPostParams(c, InviteChangeParams)
    const invite = await inviteOfCode(db, input.code)
    const now = deps.now()
    const { changed } = await changeInvite(db, invite, input, now)
    if (changed) waits.notify(invite.id)
    return ok(c, await inviteView(db, invite, now, { guestKey: input.guestKey }))
  })

  // The host's read: the invite whatever its state, with its order once placed.
  routes.get('/invite/host', auth, async (c) => {
    const { code, after, guestKey } = parseInput(InviteReadParams, queryOf(c))
    const { id } = await hostInvite(db, c.get('member').id, code)
    if (after !== undefined) await waits.until(id, after, waitMs, c.req.raw.signal)
    const invite = await hostInvite(db, c.get('member').id, code)
    return ok(c, await inviteView(db, invite, deps.now(), { guestKey, host: true }))
  })
  const move = (path: string, to: (typeof INVITE_STATUS)['open' | 'locked' | 'cancelled']) =>
    routes.post(path, auth, async (c) => {
      const { code } = await readPostParams(c, InviteCodeParams)
      const ref = await hostInvite(db, c.get('member').id, code)
      const { changed } = await moveInvite(db, ref, to, deps.now())
      if (changed) waits.notify(ref.id)
      const invite = await hostInvite(db, c.get('member').id, code)
      return ok(c, await inviteView(db, invite, deps.now(), { host: true }))
    })
  move('/invite/lock', INVITE_STATUS.locked)
  move('/invite/unlock', INVITE_STATUS.open)
  move('/invite/cancel', INVITE_STATUS.cancelled)

  routes.post('/invite/place', auth, async (c) => {
    const input = await readPostParams(c, InvitePlaceParams)
    const host = { memberId: c.get('member').id, locale: c.get('locale'), handheld: handheldOf(c) }
    const ref = await hostInvite(db, host.memberId, input.code)
    const answer = await placeInvite(db, host, ref, input, deps.now())
    waits.notify(ref.id)
    return ok(c, answer)
  })
  return routes
}
