import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AccountLossSummary } from '../../../src/domain/contract/member'
import type { Database } from '../../db/open'
import { accountDeletions, memberAddresses, memberBrands, members, memberTokens } from '../../db/schemaMember'
import { pointEntries } from '../../db/schemaPoints'
import { availableCouponCount, memberOrderCount } from '../order/memberCounts'

/**
 * Account deletion (SPEC §7 "Account logout"): what will be lost, then anonymisation. The member row
 * stays (its orders point at it) with its personal data cleared and its phone null, so
 * the phone can register afresh as a new member.
 */

/**
 * What the member would lose in the brand (all brands when brandId is absent): points, coupons still
 * available, and orders placed (their history is no longer reachable once the account is gone).
 */
export async function lossSummary(
  db: Database,
  memberId: number,
  brandId: number | undefined,
  now: Date,
): Promise<AccountLossSummary> {
  const where =
    brandId === undefined
      ? eq(memberBrands.memberId, memberId)
      : and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId))
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${memberBrands.points}), 0)::numeric(12,2)::text` })
    .from(memberBrands)
    .where(where)
  const coupons = await availableCouponCount(db, memberId, brandId, now)
  const orders = await memberOrderCount(db, memberId, brandId)
  return { points: row?.points ?? '0.00', coupons, orders }
}

export async function deleteAccount(
  db: Database,
  memberId: number,
  input: { brandId?: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({ memberId, brandId: input.brandId ?? null, reason: input.reason, deletedAt: now })
    await tx
      .update(members)
      .set({ phone: null, name: '', email: '', birthday: '', headImg: '', sex: 0, deletedAt: now })
      .where(eq(members.id, memberId))
    await tx
      .update(memberTokens)
      .set({ revokedAt: now })
      .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.revokedAt)))
    await tx.delete(memberAddresses).where(eq(memberAddresses.memberId, memberId))
    await tx.delete(memberBrands).where(eq(memberBrands.memberId, memberId))
    // The points go with the memberships: the ledger's entries with their balances.
    await tx.delete(pointEntries).where(eq(pointEntries.memberId, memberId))
  })
}
