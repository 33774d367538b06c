import type { Database } from '../open'
import { restaurantPayTypes } from '../schema'
import { image } from './catalogTypes'
import { upsertRows } from './upsert'

/**
 * The payment methods of every demo restaurant (SPEC §3 "Payment type", §9 id groups): cash on
 * delivery, the card method as the default, wallets, and one PC-only method (QFPay PC, shown on
 * desktops only by the PWA and refused from phones by the server). Neutral pictures: no brand marks,
 * no words (they show in every language; the name beside them says what they are).
 */
const PAY_TYPE_SEEDS: { payType: number; img: string; isdefault?: 1 }[] = [
  { payType: 40, img: image('pay/card.svg'), isdefault: 1 },
  { payType: 42, img: image('pay/wallet.svg') },
  { payType: 30, img: image('pay/wallet.svg') },
  { payType: 10, img: image('pay/phone.svg') },
  { payType: 21, img: image('pay/phone.svg') },
  { payType: 28, img: image('pay/desktop.svg') },
  { payType: 1, img: image('pay/cash.svg') },
]

export async function seedPayTypes(db: Database, restaurantIds: Map<string, number>): Promise<void> {
  const rows = [...restaurantIds.values()].flatMap((restaurantId) =>
    PAY_TYPE_SEEDS.map((seed, index) => ({
      restaurantId,
      payType: seed.payType,
      isdefault: seed.isdefault ?? 0,
      show: 1,
      img: seed.img,
      sort: index + 1,
    })),
  )
  await upsertRows(db, restaurantPayTypes, rows, [
    restaurantPayTypes.restaurantId,
    restaurantPayTypes.payType,
  ])
}
