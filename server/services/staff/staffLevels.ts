import { and, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import { COUPON_ERR } from '../../../src/domain/contract/coupon'
import type { LevelEquity, StaffLevelParams } from '../../../src/domain/contract/levels'
import type { Database } from '../../db/open'
import { coupons, memberLevelCoupons, memberLevels } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireBrand } from '../brandScope'
import { brandLevelEquity } from '../member/membership'

/**
 * The merchant's level commands (docs/api.md "Staff API", issue 39 item 5): the brand's levels
 * with their price, length, member discount, points multiplier, queue rights and the coupons a
 * bought term grants.
 */

/** GET /api/staff/levels: the brand's levels, lowest first. */
export async function staffLevels(db: Database, brandId: number): Promise<LevelEquity[]> {
  await requireBrand(db, brandId)
  return brandLevelEquity(db, brandId)
}

/** The brand's coupon templates of these codes, or COUPON.CODE_NOT_FOUND naming the first unknown one. */
async function templatesOf(tx: Database, brandId: number, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, number>()
  const rows = await tx
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.brandId, brandId), inArray(coupons.code, codes)))
  const ids = new Map(rows.map((row) => [row.code, row.id]))
  if (codes.some((code) => !ids.has(code)))
    throw new ApiError(404, COUPON_ERR.codeNotFound, 'couponCodeNotFound', { field: 'coupons' })
  return ids
}

/** POST /api/staff/levels: creates the level of that code or updates it, with the coupons it grants. */
export async function saveStaffLevel(
  db: Database,
  params: v.InferOutput<typeof StaffLevelParams>,
): Promise<LevelEquity> {
  await requireBrand(db, params.brandId)
  const { coupons: grants, ...fields } = params
  const codes = grants.map((grant) => grant.code.toUpperCase())
  const levelId = await db.transaction(async (tx) => {
    const templates = await templatesOf(tx, params.brandId, codes)
    const [level] = await tx
      .insert(memberLevels)
      .values(fields)
      .onConflictDoUpdate({ target: [memberLevels.brandId, memberLevels.code], set: fields })
      .returning({ id: memberLevels.id })
    const id = level!.id
    await tx.delete(memberLevelCoupons).where(eq(memberLevelCoupons.levelId, id))
    if (grants.length > 0)
      await tx
        .insert(memberLevelCoupons)
        .values(
          grants.map((grant, i) => ({
            levelId: id,
            couponId: templates.get(codes[i]!)!,
            quantity: grant.quantity,
          })),
        )
        .onConflictDoNothing()
    return id
  })
  return (await brandLevelEquity(db, params.brandId)).find((level) => level.id === levelId)!
}
