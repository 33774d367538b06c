import { and, asc, eq } from 'drizzle-orm'
import type { MemberLevel } from '../../../src/domain/contract/member'
import type { Database } from '../../db/open'
import { memberBrands } from '../../db/schemaMember'
import { memberLevels } from '../../db/schemaPromotion'
import { issueStarterCoupons } from '../order/memberCoupons'

/** Membership of brands: the level and points of a member in one brand, and the brand's levels. */

const levelColumns = {
  id: memberLevels.id,
  level: memberLevels.level,
  name: memberLevels.name,
  name1: memberLevels.name1,
  name2: memberLevels.name2,
  memberDiscount: memberLevels.memberDiscount,
  benefits: memberLevels.benefits,
  benefits1: memberLevels.benefits1,
  benefits2: memberLevels.benefits2,
  canQueue: memberLevels.canQueue,
}

/** The brand's levels, lowest first. */
export function brandLevels(db: Database, brandId: number): Promise<MemberLevel[]> {
  return db
    .select(levelColumns)
    .from(memberLevels)
    .where(eq(memberLevels.brandId, brandId))
    .orderBy(asc(memberLevels.level), asc(memberLevels.id))
}

/** Joins a brand once (at its lowest level, with the brand's starter coupons); joining again changes nothing. */
export async function joinBrand(
  db: Database,
  memberId: number,
  brandId: number,
  source: { appType: number; webSource: string },
  now: Date,
): Promise<void> {
  const [lowest] = await brandLevels(db, brandId)
  const joined = await db
    .insert(memberBrands)
    .values({
      memberId,
      brandId,
      levelId: lowest?.id ?? null,
      appType: source.appType,
      webSource: source.webSource,
    })
    .onConflictDoNothing()
    .returning({ memberId: memberBrands.memberId })
  if (joined.length > 0) await issueStarterCoupons(db, memberId, brandId, now)
}

export type Membership = {
  points: string
  walletStatus: number
  walletBalance: string
  level: MemberLevel | null
}

/** The member's standing in a brand, or null when not a member of it. */
export async function membershipOf(
  db: Database,
  memberId: number,
  brandId: number,
): Promise<Membership | null> {
  const [row] = await db
    .select({
      points: memberBrands.points,
      walletStatus: memberBrands.walletStatus,
      walletBalance: memberBrands.walletBalance,
      levelId: memberBrands.levelId,
    })
    .from(memberBrands)
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
    .limit(1)
  if (!row) return null
  let level: MemberLevel | null = null
  if (row.levelId !== null) {
    const [found] = await db
      .select(levelColumns)
      .from(memberLevels)
      .where(eq(memberLevels.id, row.levelId))
      .limit(1)
    level = found ?? null
  }
  return { points: row.points, walletStatus: row.walletStatus, walletBalance: row.walletBalance, level }
}
