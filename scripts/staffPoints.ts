import type { ExchangeItem, StaffPoints, StaffPointsAdjusted } from '../src/domain/contract/points'
import type { RestaurantCli } from './staffTables'

/** An exchange item as a line to read: code-less id, kind, cost, stock and English name. */
function itemText(item: ExchangeItem): string {
  const kind = item.kind === 'coupon' ? `coupon (template ${item.couponId})` : 'gift'
  return `#${item.id}  ${item.name1}  ${kind}  ${item.cost} points  ${item.stock} left`
}

function pointsText(data: StaffPoints): string {
  const items =
    data.items.length === 0 ? ['  no exchange items'] : data.items.map((item) => `  ${itemText(item)}`)
  return [`Brand ${data.brandId}: ${data.pointsPerDollar} points per dollar paid`, ...items].join('\n')
}

const ITEM_USAGE =
  'points item <code> <gift|coupon:COUPONCODE> <cost> <stock> <zh-hk name> <en name> <zh-cn name>'

/**
 * `points --brand <id>`: the brand's points rate and exchange items;
 * `points rate <points per dollar> --brand <id>`: sets the rate;
 * `points item …`: creates (or by its code updates) an exchange item;
 * `points add|remove <memberId> <points> <reason…> --brand <id>`: adds or removes a member's points
 * (two words rather than a sign: a leading '-' would read as an option).
 */
export async function pointsCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined) throw cli.usage('points needs --brand <id>')
  const brandId = options.brand
  const [sub, ...args] = rest
  let data: unknown
  if (sub === undefined) data = await cli.call(`points?brandId=${brandId}`)
  else if (sub === 'rate' && args.length === 1)
    data = await cli.call('points/rate', { brandId, pointsPerDollar: args[0] })
  else if (sub === 'item' && args.length === 7) {
    const [code, kind = '', cost, stock, name, name1, name2] = args
    const coupon = /^coupon:(.+)$/.exec(kind)
    if (kind !== 'gift' && !coupon) throw cli.usage(ITEM_USAGE)
    const item = (await cli.call('points/items', {
      brandId,
      code,
      ...(coupon ? { kind: 'coupon', couponCode: coupon[1] } : { kind: 'gift' }),
      cost,
      stock,
      name,
      name1,
      name2,
    })) as ExchangeItem
    return options.json ? JSON.stringify(item, null, 2) : `Saved ${itemText(item)}`
  } else if ((sub === 'add' || sub === 'remove') && args.length >= 3) {
    const [memberId, points = '', ...reason] = args
    if (!/^\d{1,9}$/.test(points))
      throw cli.usage(`points ${sub} needs a whole number of points, got "${points}"`)
    const adjusted = (await cli.call('points/adjust', {
      brandId,
      memberId,
      points: sub === 'add' ? Number(points) : -Number(points),
      note: reason.join(' '),
    })) as StaffPointsAdjusted
    if (options.json) return JSON.stringify(adjusted, null, 2)
    const sign = adjusted.amount > 0 ? '+' : ''
    return `Member ${adjusted.memberId}: ${sign}${adjusted.amount} points, balance ${adjusted.balance}`
  } else
    throw cli.usage(
      `points takes nothing, "rate <points per dollar>", "${ITEM_USAGE.slice(7)}" or "add|remove <memberId> <points> <reason…>"`,
    )
  return options.json ? JSON.stringify(data, null, 2) : pointsText(data as StaffPoints)
}
