import { Hono } from 'hono'
import * as v from 'valibot'
import { OptionalIdParam } from '../../../src/domain/contract/system'
import { DELETION_REASON_MAX_CHARS } from '../../../src/domain/memberRouteArgs'
import { assertOwnMember, optionalMember, requireMember } from '../../http/auth'
import type { AppContext, AppEnv, MemberRow } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { availableCouponCount } from '../order/memberCounts'
import { deleteAccount, lossSummary } from './accountDeletion'
import { AddressIdParams, addAddress, deleteAddress, listAddresses, updateAddress } from './addresses'
import type { MemberDeps } from './deps'
import { memberInfoOf } from './login'
import { brandLevels, membershipOf } from './membership'
import { BrandParams, OwnMemberParams } from './params'
import { updateProfile } from './profile'
import { removeMemberUploads, uploadCredential } from './upload'

/** /api/member/… calls of a logged-in member (SPEC §7 "Member area", "Addresses", "Account logout"). */

/** The member of the token after checking a brandId (and memberId, when given) parameter. */
async function brandOfMember(
  deps: MemberDeps,
  c: AppContext,
): Promise<{ member: MemberRow; brandId: number }> {
  const { brandId, memberId } = parseInput(BrandParams, queryOf(c))
  const member = assertOwnMember(c, memberId)
  await requireBrand(deps.db, brandId)
  return { member, brandId }
}

/** Reads a POST body (JSON or form) as a record with the query string under it. */
async function postRecord(c: AppContext): Promise<Record<string, unknown>> {
  return readPostParams(c, v.record(v.string(), v.unknown()))
}

const DeletionParams = v.object({
  brandId: OptionalIdParam,
  memberId: OptionalIdParam,
  reason: v.optional(v.pipe(v.string(), v.maxLength(DELETION_REASON_MAX_CHARS)), ''),
})

export function memberAreaRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/member/getMemberInfoOth1', auth, async (c) => {
    const { memberId } = await readPostParams(c, OwnMemberParams)
    return ok(c, memberInfoOf(assertOwnMember(c, memberId)))
  })

  routes.post('/member/updateMemberInfo', auth, async (c) => {
    const input = await postRecord(c)
    const { memberId } = parseInput(OwnMemberParams, { memberId: input.memberId })
    const member = assertOwnMember(c, memberId)
    return ok(c, await updateProfile(deps.db, member, input, deps.now()))
  })

  routes.get('/memberType/memberType', auth, async (c) => {
    const { member, brandId } = await brandOfMember(deps, c)
    return ok(c, (await membershipOf(deps.db, member.id, brandId, deps.now()))?.level ?? null)
  })

  // The member's coupons of the brand usable now: available (not reserved by an order or used), not expired.
  routes.get('/member/memberCoupon/getAvailableCouponQuantity', auth, async (c) => {
    const { member, brandId } = await brandOfMember(deps, c)
    return ok(c, await availableCouponCount(deps.db, member.id, brandId, deps.now()))
  })

  routes.get('/memberWallet/getMemberWalletStatusByBrandId', auth, async (c) => {
    const { member, brandId } = await brandOfMember(deps, c)
    const membership = await membershipOf(deps.db, member.id, brandId, deps.now())
    return ok(c, { status: membership?.walletStatus ?? 0, balance: membership?.walletBalance ?? '0.00' })
  })

  /** Public: guests (or a token without membership of the brand) get null. */
  routes.get('/public/memberDiscount/getMemberDiscountInfo', optionalMember(deps.db, deps.now), async (c) => {
    const { brandId } = parseInput(BrandParams, queryOf(c))
    await requireBrand(deps.db, brandId)
    const member = c.get('member') as MemberRow | undefined
    const level = member ? (await membershipOf(deps.db, member.id, brandId, deps.now()))?.level : null
    if (!level) return ok(c, null)
    return ok(c, {
      memberDiscount: level.memberDiscount,
      freeDelivery: level.freeDelivery,
      levelName: level.name,
      levelName1: level.name1,
      levelName2: level.name2,
    })
  })

  routes.get('/memberPoints/getMemberLevelQueue', auth, async (c) => {
    const { member, brandId } = await brandOfMember(deps, c)
    const membership = await membershipOf(deps.db, member.id, brandId, deps.now())
    return ok(c, {
      joined: membership !== null,
      points: membership?.points ?? '0.00',
      level: membership?.level ?? null,
      levelEndsAt: membership?.levelEndsAt?.toISOString() ?? null,
      levels: await brandLevels(deps.db, brandId),
    })
  })

  routes.post('/member/getMemberAddress', auth, async (c) => {
    const { memberId } = await readPostParams(c, OwnMemberParams)
    return ok(c, await listAddresses(deps.db, assertOwnMember(c, memberId).id))
  })

  routes.post('/member/addMemberAddress', auth, async (c) => {
    const input = await postRecord(c)
    const member = assertOwnMember(c, parseInput(OwnMemberParams, { memberId: input.memberId }).memberId)
    return ok(c, await addAddress(deps.db, member.id, input, deps.now()))
  })

  routes.post('/member/updateMemberAddress', auth, async (c) => {
    const input = await postRecord(c)
    const member = assertOwnMember(c, parseInput(OwnMemberParams, { memberId: input.memberId }).memberId)
    const { id } = parseInput(AddressIdParams, { id: input.id })
    return ok(c, await updateAddress(deps.db, member.id, id, input))
  })

  routes.post('/member/delMemberAddress', auth, async (c) => {
    const input = await postRecord(c)
    const member = assertOwnMember(c, parseInput(OwnMemberParams, { memberId: input.memberId }).memberId)
    const { id } = parseInput(AddressIdParams, { id: input.id })
    await deleteAddress(deps.db, member.id, id)
    return ok(c, true)
  })

  const LossParams = v.object({ brandId: OptionalIdParam, memberId: OptionalIdParam })
  const loss = async (c: AppContext) => {
    const { brandId, memberId } = parseInput(LossParams, queryOf(c))
    const member = assertOwnMember(c, memberId)
    if (brandId !== undefined) await requireBrand(deps.db, brandId)
    return lossSummary(deps.db, member.id, brandId, deps.now())
  }
  routes.get('/member/accountLogOut/getMemberAccountTotalPoints', auth, async (c) =>
    ok(c, { points: (await loss(c)).points }),
  )
  routes.get('/member/accountLogOut/getMemberAccountCoupons', auth, async (c) =>
    ok(c, { coupons: (await loss(c)).coupons }),
  )
  routes.get('/member/accountLogOut/getMemberAccountOrders', auth, async (c) =>
    ok(c, { orders: (await loss(c)).orders }),
  )

  routes.post('/member/accountLogOut/saveAccountLogOutTo', auth, async (c) => {
    const { brandId, memberId, reason } = await readPostParams(c, DeletionParams)
    const member = assertOwnMember(c, memberId)
    await deleteAccount(deps.db, member.id, { brandId, reason }, deps.now())
    await removeMemberUploads(deps.uploadsDir, member.id)
    return ok(c, true)
  })

  /** The host is PUBLIC_URL's or relative to the page, never the request's Host header (it is the client's to say). */
  routes.get('/public/aliOss/getSignature', auth, async (c) => {
    const host = deps.publicUrl ? `${deps.publicUrl}/uploads` : '/uploads'
    return ok(c, uploadCredential(deps.uploadSecret, host, c.get('member').id, deps.now()))
  })

  return routes
}
