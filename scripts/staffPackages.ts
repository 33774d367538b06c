import type { VoucherPackage } from '../src/domain/contract/packages'
import { fieldsOf } from './staffCoupons'
import type { RestaurantCli } from './staffTables'

type StaffPackage = VoucherPackage & { forSale: number }

/** A package as a line to read: id, code, English name, vouchers of which dish, price, length. */
function packageText(pack: StaffPackage): string {
  const sold = pack.forSale === 1 ? `$${pack.price}` : 'not sold'
  return `#${pack.id} ${pack.code} ${pack.name1}: ${pack.voucherCount}× ${pack.food.name1} (${pack.food.code}), ${sold}, vouchers last ${pack.validDays} days`
}

/**
 * `packages --brand <id>`: the brand's packages of vouchers;
 * `packages save <code> name=… name1=… name2=… price=… voucherCount=… foodCode=<posFid>
 * [validDays=… forSale=0|1 sort=… description=… description1=… description2=… imageUrl=…]
 * --brand <id>`: creates the package of that code or updates it.
 */
export async function packagesCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined) throw cli.usage('packages needs --brand <id>')
  const brandId = options.brand
  const [sub, code, ...words] = rest
  if (sub === undefined) {
    const packs = (await cli.call(`packages?brandId=${brandId}`)) as StaffPackage[]
    if (options.json) return JSON.stringify(packs, null, 2)
    return packs.length === 0 ? `Brand ${brandId} has no packages.` : packs.map(packageText).join('\n')
  }
  if (sub !== 'save' || !code) throw cli.usage('packages takes nothing, or save <code> key=value…')
  const pack = (await cli.call('packages', { ...fieldsOf(words, cli), brandId, code })) as StaffPackage
  return options.json ? JSON.stringify(pack, null, 2) : `Saved ${packageText(pack)}`
}
