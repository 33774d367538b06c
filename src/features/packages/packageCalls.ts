import { getMemberPackages, getPackageOrder, getPackages } from '../../api/packages'
import { savedCallQuery } from '../../data/calls'
import { fetchedOf, type RecordKind, type RecordQuery } from '../../data/recordTypes'
import { savedAnswers } from '../../db/apiCache'
import { orderCopies } from '../../db/orderCopies'
import type { MemberPackages, PackageOrderDetail, VoucherPackage } from '../../domain/contract/packages'
import type { Envelope } from '../../domain/envelope'

/**
 * The voucher and package calls (docs/api.md "Vouchers and packages") as records (docs/data.md).
 * The packages for sale are the same for everyone: a saved read, shown from the device at once.
 * The member's packages and vouchers change with every order that uses one and every payment, so
 * they are asked again whenever a screen opens on them; the last seen is kept with the orders'
 * copies (src/db/orderCopies.ts, emptied at logout) and shown, with its age, only offline.
 */

/** The packages the brand sells now (public). */
export function packageListQuery(brandId: number): RecordQuery<Envelope<VoucherPackage[]>> {
  return savedCallQuery(
    `GET member/TakeawayArea/getCarousel?brandId=${brandId}`,
    (api) => getPackages(api, brandId),
    savedAnswers<VoucherPackage[]>(),
  )
}

/** Key prefix of a member's package records (under `member:`, so logout forgets them). */
function packagesTag(memberId: number): string {
  return `member:${memberId}:packages`
}

function memberKind<T>(name: string): RecordKind<T> {
  return {
    name,
    maxAgeMs: 0,
    askAgainAfterMs: 1_000,
    memoryMax: 20,
    tags: (key) => [packagesTag(Number(key.split(':')[1]))],
    device: orderCopies<T>(),
    showCopy: 'unreachable',
  }
}

const memberPackagesKind = memberKind<MemberPackages>('memberPackages')
const packageOrderKind = memberKind<PackageOrderDetail>('packageOrder')

/** The member's package orders of the brand and the vouchers usable now (the checkout offers them). */
export function memberPackagesQuery(memberId: number, brandId: number): RecordQuery<MemberPackages> {
  return {
    kind: memberPackagesKind,
    key: `${packagesTag(memberId)}:list:${brandId}`,
    fetch: async (_shown, api) => fetchedOf(await getMemberPackages(api, brandId)),
  }
}

/** One of the member's package orders with each of its vouchers. */
export function packageOrderQuery(memberId: number, orderId: number): RecordQuery<PackageOrderDetail> {
  return {
    kind: packageOrderKind,
    key: `${packagesTag(memberId)}:order:${orderId}`,
    fetch: async (_shown, api) => fetchedOf(await getPackageOrder(api, orderId)),
  }
}
