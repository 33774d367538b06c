import { and, asc, eq } from 'drizzle-orm'
import type { LevelEquity } from '../../../src/domain/contract/levels'
import type { MemberLevel } from '../../../src/domain/contract/member'
import { isTermRunning } from '../../../src/domain/levels/levelTerms'
import type { Database } from '../../db/open'
import { memberLevelCoupons } from '../../db/schemaLevels'
import { memberBrands } from '../../db/schemaMember'
import { coupons, memberLevels } from '../../db/schemaPromotion'
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
  queuePriority: memberLevels.queuePriority,
  freeDelivery: memberLevels.freeDelivery,
  pointsRate: memberLevels.pointsRate,
  price: memberLevels.price,
  validDays: memberLevels.validDays,
}

/** The brand's levels, lowest first. */
export function brandLevels(db: Database, brandId: number): Promise<MemberLevel[]> {
  return db
    .select(levelColumns)
    .from(memberLevels)
    .where(eq(memberLevels.brandId, brandId))
    .orderBy(asc(memberLevels.level), asc(memberLevels.id))
}

/** The brand's levels with the coupons each grants when a bought term starts, lowest first. */
export async function brandLevelEquity(db: Database, brandId: number): Promise<LevelEquity[]> {
  const [levels, grants] = await Promise.all([
    brandLevels(db, brandId),
    db
      .select({
        levelId: memberLevelCoupons.levelId,
        couponId: coupons.id,
        name: coupons.name,
        name1: coupons.name1,
        name2: coupons.name2,
        quantity: memberLevelCoupons.quantity,
      })
      .from(memberLevelCoupons)
      .innerJoin(coupons, eq(coupons.id, memberLevelCoupons.couponId))
      .where(eq(coupons.brandId, brandId))
      .orderBy(asc(coupons.id)),
  ])
  return levels.map((level) => ({
    ...level,
    coupons: grants.filter((grant) => grant.levelId === level.id).map(({ levelId: _, ...coupon }) => coupon),
  }))
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
  /** The level that counts now: a bought term past its end reads as the brand's lowest level. */
  level: MemberLevel | null
  /** When the bought level ends; null when it does not (or has ended). */
  levelEndsAt: Date | null
}

/** The member's standing in a brand, or null when not a member of it. */
export async function membershipOf(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<Membership | null> {
  const [row] = await db
    .select({
      points: memberBrands.points,
      walletStatus: memberBrands.walletStatus,
      walletBalance: memberBrands.walletBalance,
      levelId: memberBrands.levelId,
      levelEndsAt: memberBrands.levelEndsAt,
    })
    .from(memberBrands)
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
    .limit(1)
  if (!row) return null
  const running = isTermRunning(row.levelEndsAt, now)
  const levels = await brandLevels(db, brandId)
  const level = running ? (levels.find(({ id }) => id === row.levelId) ?? null) : (levels[0] ?? null)
  return {
    points: row.points,
    walletStatus: row.walletStatus,
    walletBalance: row.walletBalance,
    level,
    levelEndsAt: running ? row.levelEndsAt : null,
  }
}
