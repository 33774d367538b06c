import { Hono } from 'hono'
import { assertOwnMember, forbidden, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { listAddresses } from '../member/addresses'
import type { MemberDeps } from '../member/deps'
import { joinBrand } from '../member/membership'
import { BrandParams, JoinBrandParams } from '../member/params'

/**
 * /api/member-web/member/… (SPEC §7 "Member area", "Addresses"): joining a brand and the address
 * list with its default. SPEC places them under the member-web service; members and addresses are
 * the member service's (server/services/member/).
 */
export function memberRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  /** Idempotent; memberId and phone must be the token's own. */
  routes.post('/member/joinBrand', auth, async (c) => {
    const params = await readPostParams(c, JoinBrandParams)
    const member = assertOwnMember(c, params.memberId)
    if (String(params.phone) !== member.phone) throw forbidden()
    await requireBrand(deps.db, params.brandId)
    await joinBrand(
      deps.db,
      member.id,
      params.brandId,
      { appType: params.appType, webSource: params.webSource },
      deps.now(),
    )
    return ok(c, { brandId: params.brandId, joined: true })
  })

  routes.post('/member/getAddressAndResSetting', auth, async (c) => {
    const { brandId, memberId } = await readPostParams(c, BrandParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    const addressList = await listAddresses(deps.db, member.id)
    return ok(c, {
      addressList,
      defaultAddress: addressList.find((address) => address.isdefault === 1) ?? null,
    })
  })

  return routes
}
