import type { StaffStampCard, StaffStampCards } from '../src/domain/contract/stamps'
import { formatPrice } from '../src/domain/money'
import { fieldsOf } from './staffCoupons'
import type { RestaurantCli } from './staffTables'

/** A card in one line: code, name, stamps needed, what qualifies, the reward and how it is doing. */
function cardText(card: StaffStampCard): string {
  const types = card.orderTypes.length === 0 ? 'any order type' : `order types ${card.orderTypes.join(', ')}`
  const spend = Number(card.minSpend) > 0 ? `, from ${formatPrice(card.minSpend)}` : ''
  return (
    `#${card.id} ${card.code} ${card.name1}: ${card.stampsNeeded} stamps (${types}${spend}) → ` +
    `${card.reward.name1}; ${card.members} members collecting, ${card.rewardsIssued} rewards issued`
  )
}

const CREATE_USAGE =
  'stamps create <code> <stamps needed> <COUPONCODE> name=… name1=… name2=… [orderTypes=7,1] [minSpend=40]'

/**
 * `stamps --brand <id>`: the brand's stamp cards;
 * `stamps create <code> <stamps needed> <COUPONCODE> name=… name1=… name2=… [orderTypes=…] [minSpend=…] --brand <id>`:
 * a new card whose reward is the brand's coupon template of that code.
 */
export async function stampsCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined) throw cli.usage('stamps needs --brand <id>')
  const brandId = options.brand
  const [sub, ...words] = rest
  if (sub === undefined) {
    const data = (await cli.call(`stampCards?brandId=${brandId}`)) as StaffStampCards
    if (options.json) return JSON.stringify(data, null, 2)
    return data.list.length === 0
      ? `Brand ${brandId} has no stamp cards.`
      : data.list.map(cardText).join('\n')
  }
  if (sub === 'create') {
    const [code, stampsNeeded, couponCode, ...fields] = words
    if (!code || !stampsNeeded || !couponCode) throw cli.usage(CREATE_USAGE)
    const card = (await cli.call('stampCards', {
      ...fieldsOf(fields, cli),
      brandId,
      code,
      stampsNeeded,
      couponCode,
    })) as StaffStampCard
    return options.json ? JSON.stringify(card, null, 2) : `Created ${cardText(card)}`
  }
  throw cli.usage(`stamps takes nothing or "${CREATE_USAGE.slice(7)}", got "${sub}"`)
}
