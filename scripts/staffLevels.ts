import type { LevelEquity } from '../src/domain/contract/levels'
import { fieldsOf } from './staffCoupons'
import type { RestaurantCli } from './staffTables'

/** A level as a line to read: rank, code, English name, price and length, discount, multiplier, coupons. */
function levelText(level: LevelEquity): string {
  const sold = Number(level.price) > 0 ? `$${level.price} for ${level.validDays} days` : 'not sold'
  const coupons = level.coupons.map((coupon) => `${coupon.quantity}× ${coupon.name1}`).join(', ')
  return [
    `#${level.id} rank ${level.level} ${level.name1}: ${sold}`,
    `${level.memberDiscount}% off, ${level.pointsRate}× points`,
    level.freeDelivery ? 'free delivery' : '',
    level.canQueue ? (level.queuePriority ? 'priority queue' : 'queue') : 'no queue',
    coupons ? `grants ${coupons}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}

/** `coupons=CODE:2,OTHER` as the API's list of template codes with copies. */
function couponsOf(text: string | undefined) {
  if (!text) return []
  return text.split(',').map((entry) => {
    const [code, quantity] = entry.split(':')
    return { code, ...(quantity ? { quantity } : {}) }
  })
}

/**
 * `levels --brand <id>`: the brand's membership levels;
 * `levels save <code> level=… name=… name1=… name2=… [price=… validDays=… memberDiscount=…
 * pointsRate=… canQueue=0|1 queuePriority=0|1 freeDelivery=0|1 benefits=… benefits1=… benefits2=…
 * coupons=CODE:copies,…] --brand <id>`: creates the level of that code or updates it.
 */
export async function levelsCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined) throw cli.usage('levels needs --brand <id>')
  const brandId = options.brand
  const [sub, code, ...words] = rest
  if (sub === undefined) {
    const levels = (await cli.call(`levels?brandId=${brandId}`)) as LevelEquity[]
    if (options.json) return JSON.stringify(levels, null, 2)
    return levels.length === 0 ? `Brand ${brandId} has no levels.` : levels.map(levelText).join('\n')
  }
  if (sub !== 'save' || !code) throw cli.usage('levels takes nothing, or save <code> key=value…')
  const { coupons, ...fields } = fieldsOf(words, cli)
  const level = (await cli.call('levels', {
    ...fields,
    coupons: couponsOf(coupons),
    brandId,
    code,
  })) as LevelEquity
  return options.json ? JSON.stringify(level, null, 2) : `Saved ${levelText(level)}`
}
