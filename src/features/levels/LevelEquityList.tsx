import { Trans, useLingui } from '@lingui/react/macro'
import type { LevelEquity } from '../../domain/contract/levels'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'

/** What a level gives, in plain words: its discount, points, queue rights and the coupons a term grants. */
export function LevelEquityList({ level }: { level: LevelEquity }) {
  const { t } = useLingui()
  const locale = useLocale()
  const discount = Number(level.memberDiscount)
  const rate = Number(level.pointsRate)
  return (
    <ul className="level-equity">
      {discount > 0 ? <li>{t`${discount}% off every order`}</li> : null}
      {rate !== 1 ? <li>{t`${rate}× points on what you spend`}</li> : null}
      {level.freeDelivery === 1 ? <li>{t`Free delivery`}</li> : null}
      {level.canQueue === 0 ? (
        <li>{t`Cannot take queue numbers`}</li>
      ) : level.queuePriority === 1 ? (
        <li>{t`Priority when you take a queue number`}</li>
      ) : null}
      {level.coupons.map((coupon) => {
        const name = localized(coupon, 'name', locale)
        const copies = coupon.quantity
        return <li key={coupon.couponId}>{t`Coupons when it starts: ${copies} × ${name}`}</li>
      })}
      {discount === 0 && rate === 1 && level.freeDelivery === 0 && level.coupons.length === 0 ? (
        <li>
          <Trans>Points on every order</Trans>
        </li>
      ) : null}
    </ul>
  )
}
