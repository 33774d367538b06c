import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { MemberCouponItem } from '../../../src/domain/contract/coupon'
import type { GiftCoupon, GiftInfo, GiftLink, SendInfo } from '../../../src/domain/contract/couponCentre'
import { giftExpiry, giftState } from '../../../src/domain/coupons/giftRules'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import {
  COUPON_GIFT_STATUS,
  couponGifts,
  coupons,
  MEMBER_COUPON_SOURCE,
  MEMBER_COUPON_STATUS,
  memberCoupons,
} from '../../db/schema'
import { giftClosedError, giftNotFoundError, giftOwnError, notSendableError } from './couponCentreErrors'
import { memberCouponItem, memberCouponList } from './coupons'

/**
 * Coupon gift links (/sendSingle; docs/api.md "Coupon centre and gifts"). Making a link moves the
 * giver's copy available → sending, so neither an order nor a second link can take it; a claim moves
 * the link open → claimed and the copy sending → gifted and gives the friend a copy of their own; a
 * cancel or the expiry moves both back. Each move is a conditional UPDATE on the status, so of two
 * racing moves one only happens.
 */

type GiftRow = typeof couponGifts.$inferSelect

function linkOf(gift: GiftRow, now: Date): GiftLink {
  return {
    code: gift.code,
    state: giftState(gift.status, gift.expiresAt, now),
    expiresAt: toDisplayIso(gift.expiresAt),
  }
}

function giftCouponOf(item: MemberCouponItem): GiftCoupon {
  const { status: _status, ...coupon } = item
  return coupon
}

/** The member's copy with its template, when it is theirs and of the brand. */
async function ownCopy(db: Database, memberId: number, brandId: number, memberCouponId: number) {
  const [row] = await db
    .select({ member: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.id, memberCouponId),
        eq(memberCoupons.memberId, memberId),
        eq(coupons.brandId, brandId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Closes the open links past their expiry given (all when none) and gives the copies back to their givers. */
async function expireLinks(db: Database, now: Date, giftId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(couponGifts)
      .set({ status: COUPON_GIFT_STATUS.expired, settledAt: now })
      .where(
        and(
          eq(couponGifts.status, COUPON_GIFT_STATUS.open),
          lte(couponGifts.expiresAt, now),
          giftId === undefined ? undefined : eq(couponGifts.id, giftId),
        ),
      )
      .returning({ memberCouponId: couponGifts.memberCouponId })
    if (expired.length === 0) return 0
    await tx
      .update(memberCoupons)
      .set({ status: MEMBER_COUPON_STATUS.available })
      .where(
        and(
          inArray(
            memberCoupons.id,
            expired.map((gift) => gift.memberCouponId),
          ),
          eq(memberCoupons.status, MEMBER_COUPON_STATUS.sending),
        ),
      )
    return expired.length
  })
}

/** Housekeeping: every open link past its expiry is closed and its coupon is the giver's again. */
export function expireGiftLinks(db: Database, now: Date): Promise<number> {
  return expireLinks(db, now)
}

/** The copy's latest link, whatever its status. */
async function latestLinkOf(db: Database, memberCouponId: number): Promise<GiftRow | null> {
  const [gift] = await db
    .select()
    .from(couponGifts)
    .where(eq(couponGifts.memberCouponId, memberCouponId))
    .orderBy(desc(couponGifts.id))
    .limit(1)
  return gift ?? null
}

async function openLinkOf(db: Database, memberCouponId: number): Promise<GiftRow | null> {
  const [gift] = await db
    .select()
    .from(couponGifts)
    .where(
      and(eq(couponGifts.memberCouponId, memberCouponId), eq(couponGifts.status, COUPON_GIFT_STATUS.open)),
    )
    .limit(1)
  return gift ?? null
}

/** The giver's screen: their copy, whether it can be sent now, and its latest link (open, claimed, …) if any. */
export async function sendInfo(
  db: Database,
  memberId: number,
  brandId: number,
  memberCouponId: number,
  now: Date,
): Promise<SendInfo> {
  const copy = await ownCopy(db, memberId, brandId, memberCouponId)
  if (!copy) throw notSendableError()
  const latest = await latestLinkOf(db, memberCouponId)
  if (latest && latest.status === COUPON_GIFT_STATUS.open && latest.expiresAt <= now) {
    await expireLinks(db, now, latest.id)
    return sendInfo(db, memberId, brandId, memberCouponId, now)
  }
  const { member, coupon } = copy
  const live = (!coupon.startsAt || coupon.startsAt <= now) && (!coupon.endsAt || coupon.endsAt > now)
  const sendable = member.status === MEMBER_COUPON_STATUS.available && member.validUntil > now && live
  return {
    coupon: giftCouponOf(memberCouponItem(member, coupon)),
    sendable,
    gift: latest && linkOf(latest, now),
  }
}

/**
 * Makes a link for the member's available coupon (or answers the open one already made). The copy
 * becomes `sending` by one conditional UPDATE, so an order taking it at the same moment, or another
 * member, cannot.
 */
export async function sendCoupon(
  db: Database,
  memberId: number,
  brandId: number,
  memberCouponId: number,
  now: Date,
): Promise<GiftLink> {
  const info = await sendInfo(db, memberId, brandId, memberCouponId, now)
  if (info.gift?.state === 'open') return info.gift
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(memberCoupons)
      .set({ status: MEMBER_COUPON_STATUS.sending })
      .where(
        and(
          eq(memberCoupons.id, memberCouponId),
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
          gt(memberCoupons.validUntil, now),
        ),
      )
      .returning({ validUntil: memberCoupons.validUntil })
    if (!held) {
      // A link made by a racing call of the same member's is theirs to share too.
      const made = await openLinkOf(tx, memberCouponId)
      if (made) return linkOf(made, now)
      throw notSendableError()
    }
    const [gift] = await tx
      .insert(couponGifts)
      .values({
        code: randomBytes(16).toString('hex'),
        brandId,
        giverId: memberId,
        memberCouponId,
        createdAt: now,
        expiresAt: giftExpiry(now, held.validUntil),
      })
      .returning()
    return linkOf(gift!, now)
  })
}

/** The refusal of a move on a link another move closed first (a claim or cancel that lost a race). */
async function closedAfterRace(db: Database, code: string, now: Date): Promise<never> {
  const after = await currentGift(db, code, now)
  const state = giftState(after.status, after.expiresAt, now)
  throw giftClosedError(state === 'open' ? 'claimed' : state)
}

async function giftByCode(db: Database, code: string): Promise<GiftRow> {
  const [gift] = await db.select().from(couponGifts).where(eq(couponGifts.code, code)).limit(1)
  if (!gift) throw giftNotFoundError()
  return gift
}

/** Settles a link found open past its expiry, then answers it as it now stands. */
async function currentGift(db: Database, code: string, now: Date): Promise<GiftRow> {
  const gift = await giftByCode(db, code)
  if (gift.status !== COUPON_GIFT_STATUS.open || gift.expiresAt > now) return gift
  await expireLinks(db, now, gift.id)
  return giftByCode(db, code)
}

/** What the link shows: the coupon (the giver's copy's terms), its state and whose it is. */
export async function giftInfo(
  db: Database,
  code: string,
  viewerId: number | null,
  now: Date,
): Promise<GiftInfo> {
  const gift = await currentGift(db, code, now)
  const [row] = await db
    .select({ member: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.id, gift.memberCouponId))
  return {
    brandId: gift.brandId,
    state: giftState(gift.status, gift.expiresAt, now),
    expiresAt: toDisplayIso(gift.expiresAt),
    coupon: giftCouponOf(memberCouponItem(row!.member, row!.coupon)),
    own: viewerId === gift.giverId,
  }
}

/**
 * The friend claims the link: once (the open → claimed UPDATE lets one claim through), never the
 * giver. The friend gets a copy of their own valid as long as the giver's was (not counted against
 * the template's copies: it is the same copy changing hands); the giver's becomes `gifted`.
 */
export async function claimGift(
  db: Database,
  memberId: number,
  code: string,
  now: Date,
): Promise<MemberCouponItem> {
  const gift = await currentGift(db, code, now)
  if (gift.giverId === memberId) throw giftOwnError()
  const state = giftState(gift.status, gift.expiresAt, now)
  if (state !== 'open') throw giftClosedError(state)
  const id = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(couponGifts)
      .set({ status: COUPON_GIFT_STATUS.claimed, claimedBy: memberId, settledAt: now })
      .where(
        and(
          eq(couponGifts.id, gift.id),
          eq(couponGifts.status, COUPON_GIFT_STATUS.open),
          gt(couponGifts.expiresAt, now),
        ),
      )
      .returning({ id: couponGifts.id })
    if (!claimed) return null
    const [given] = await tx
      .update(memberCoupons)
      .set({ status: MEMBER_COUPON_STATUS.gifted })
      .where(
        and(
          eq(memberCoupons.id, gift.memberCouponId),
          eq(memberCoupons.status, MEMBER_COUPON_STATUS.sending),
        ),
      )
      .returning({ couponId: memberCoupons.couponId, validUntil: memberCoupons.validUntil })
    if (!given) throw new Error(`gift ${gift.id} open while its coupon is not sending`)
    const [copy] = await tx
      .insert(memberCoupons)
      .values({
        memberId,
        couponId: given.couponId,
        validUntil: given.validUntil,
        createdAt: now,
        source: MEMBER_COUPON_SOURCE.gift,
      })
      .returning({ id: memberCoupons.id })
    await tx.update(couponGifts).set({ claimedCouponId: copy!.id }).where(eq(couponGifts.id, gift.id))
    return copy!.id
  })
  if (id === null) return closedAfterRace(db, code, now)
  const [item] = await memberCouponList(db, memberId, gift.brandId, now, id)
  return item!
}

/** The giver takes an unclaimed link back: the coupon is available to them again. */
export async function cancelGift(db: Database, memberId: number, code: string, now: Date): Promise<GiftLink> {
  const gift = await currentGift(db, code, now)
  // Another member's link is not theirs to know of.
  if (gift.giverId !== memberId) throw giftNotFoundError()
  const state = giftState(gift.status, gift.expiresAt, now)
  if (state !== 'open') throw giftClosedError(state)
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(couponGifts)
      .set({ status: COUPON_GIFT_STATUS.cancelled, settledAt: now })
      .where(and(eq(couponGifts.id, gift.id), eq(couponGifts.status, COUPON_GIFT_STATUS.open)))
      .returning()
    if (!row) return null
    await tx
      .update(memberCoupons)
      .set({ status: MEMBER_COUPON_STATUS.available })
      .where(
        and(
          eq(memberCoupons.id, gift.memberCouponId),
          eq(memberCoupons.status, MEMBER_COUPON_STATUS.sending),
        ),
      )
    return row
  })
  if (!cancelled) return closedAfterRace(db, code, now)
  return linkOf(cancelled, now)
}
