import type { StaffCouponGroupRow, StaffCouponRow, StaffCoupons } from '../src/domain/contract/staffCoupons'
import { formatPrice } from '../src/domain/money'
import type { RestaurantCli } from './staffTables'

/** A template in one line: code, kind, name, value and rules, copies issued and left. */
function couponText(coupon: StaffCouponRow): string {
  const value =
    coupon.couponType === 2 ? `${formatPrice(coupon.amount)} off` : `${Number(coupon.discount)}% off`
  const rules = [
    `spend ${formatPrice(coupon.spend)}`,
    Number(coupon.billMinAmount) > 0 ? `cap ${formatPrice(coupon.billMinAmount)}` : '',
    coupon.accumulate ? 'accumulates' : '',
    coupon.exclusive ? 'exclusive' : '',
    `${coupon.perMemberLimit} per member`,
    `valid ${coupon.validDays} days`,
    coupon.groupId === null ? '' : `group ${coupon.groupId}`,
  ].filter(Boolean)
  const stock =
    coupon.left === null
      ? `${coupon.issuedQuantity} issued`
      : `${coupon.issuedQuantity} issued, ${coupon.left} left`
  return `#${coupon.id} ${coupon.code} (${coupon.kind}) ${coupon.name1}: ${value}; ${rules.join(', ')}; ${stock}`
}

const groupText = (group: StaffCouponGroupRow) =>
  `group #${group.id} ${group.code} ${group.name1} (sort ${group.sort})`

/** `key=value` words as a body (values as typed; the API checks them). */
export function fieldsOf(words: string[], cli: RestaurantCli): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const word of words) {
    const at = word.indexOf('=')
    if (at < 1) throw cli.usage(`expected key=value, got "${word}"`)
    fields[word.slice(0, at)] = word.slice(at + 1)
  }
  return fields
}

/**
 * `coupons --brand <id>`: the brand's centre groups and coupon templates with copies issued and left;
 * `coupons create <collect|promo> <code> key=value… --brand <id>`: a new template (name, name1, name2,
 * couponType, amount, discount, spend, billMinAmount, accumulate, exclusive, validDays,
 * perMemberLimit, totalQuantity, groupId, startsAt, endsAt);
 * `coupons group <code> name=… name1=… name2=… [sort=…] --brand <id>`: a new centre group.
 */
export async function couponsCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined) throw cli.usage('coupons needs --brand <id>')
  const brandId = options.brand
  const [sub, ...words] = rest
  if (sub === undefined) {
    const data = (await cli.call(
      `coupons?${new URLSearchParams({ brandId: String(brandId) })}`,
    )) as StaffCoupons
    if (options.json) return JSON.stringify(data, null, 2)
    const lines = [...data.groups.map(groupText), ...data.coupons.map(couponText)]
    return lines.length === 0 ? `Brand ${brandId} has no coupons.` : lines.join('\n')
  }
  if (sub === 'create') {
    const [kind, code, ...fields] = words
    if (!kind || !code) throw cli.usage('coupons create takes <collect|promo> <code> key=value…')
    const row = (await cli.call('coupons', {
      ...fieldsOf(fields, cli),
      brandId,
      kind,
      code,
    })) as StaffCouponRow
    return options.json ? JSON.stringify(row, null, 2) : `Created ${couponText(row)}`
  }
  if (sub === 'group') {
    const [code, ...fields] = words
    if (!code) throw cli.usage('coupons group takes <code> name=… name1=… name2=… [sort=…]')
    const row = (await cli.call('couponGroups', {
      ...fieldsOf(fields, cli),
      brandId,
      code,
    })) as StaffCouponGroupRow
    return options.json ? JSON.stringify(row, null, 2) : `Created ${groupText(row)}`
  }
  throw cli.usage(`coupons takes nothing, "create" or "group", got "${sub}"`)
}
