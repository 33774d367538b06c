import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { IdParam } from '../../../src/domain/contract/system'
import { type DiscountRule, DiscountRuleSchema } from '../../../src/domain/pricing/schemas'
import type { Database } from '../../db/open'
import { discountRules } from '../../db/schema'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { requireRestaurant } from '../brandScope'

/**
 * GET /api/order/public/discountRules?brandId=&restaurantId= (docs/api.md "Order service"): the
 * brand's live discount rules for a restaurant, the ones addOrder2 prices with (the same filter as
 * ./contextSql.ts), so that the checkout shows the discount the order will get. Public: the rules
 * are the brand's advertised offers.
 */

const DiscountRuleParams = v.object({ brandId: IdParam, restaurantId: IdParam })

/** The live rules of the brand for the restaurant, by id; a rule the engine's schema refuses is left out. */
async function liveRules(
  db: Database,
  brandId: number,
  restaurantId: number,
  now: Date,
): Promise<(DiscountRule & { id: number })[]> {
  const rows = await db
    .select({
      id: discountRules.id,
      type: discountRules.type,
      amount: discountRules.amount,
      discountValue: discountRules.discountValue,
      amountTypeMin: discountRules.amountTypeMin,
      restrictionAmount: discountRules.restrictionAmount,
      isDeliveryFee: discountRules.isDeliveryFee,
      placeOrderType: discountRules.placeOrderType,
      remark: discountRules.remark,
      remark2: discountRules.remark2,
    })
    .from(discountRules)
    .where(
      and(
        eq(discountRules.brandId, brandId),
        eq(discountRules.enabled, 1),
        or(isNull(discountRules.restaurantId), eq(discountRules.restaurantId, restaurantId)),
        or(isNull(discountRules.startsAt), lte(discountRules.startsAt, now)),
        or(isNull(discountRules.endsAt), gt(discountRules.endsAt, now)),
      ),
    )
    .orderBy(asc(discountRules.id))
  return rows.flatMap((row) => {
    const parsed = v.safeParse(DiscountRuleSchema, row)
    return parsed.success ? [{ ...parsed.output, id: row.id }] : []
  })
}

/** The public discount-rule read of the order service. */
export function discountRuleRoutes(db: Database, now: () => Date) {
  const routes = new Hono<AppEnv>()
  routes.get('/public/discountRules', async (c) => {
    const { brandId, restaurantId } = parseInput(DiscountRuleParams, queryOf(c))
    await requireRestaurant(db, { restaurantId, brandId })
    return ok(c, await liveRules(db, brandId, restaurantId, now()))
  })
  return routes
}
