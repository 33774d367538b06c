import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MemberInfo } from '../../domain/contract/member'
import type { Envelope } from '../../domain/envelope'
import { localized } from '../../domain/locale'
import { maskPhone } from '../../domain/memberRules'
import { useLocale } from '../../i18n/useLocale'
import { useBrand } from '../brand/BrandContext'
import { usePriceFormat } from '../brand/usePriceFormat'
import { FigureList } from './FigureList'
import { MemberAvatar } from './MemberAvatar'
import type { MemberOverview } from './useMemberOverview'

/** A figure of the summary: its value, a dash while loading, or "Unavailable" when its call failed. */
function figure<T>(answer: Envelope<T> | undefined, show: (data: T) => ReactNode, unavailable: string) {
  if (answer === undefined) return <span aria-busy="true">…</span>
  if (!answer.success || answer.data === undefined) return <span className="muted">{unavailable}</span>
  return show(answer.data)
}

/** Avatar, name, masked phone and the member's level, points, coupons, wallet and discount. */
export function MemberSummary({ member, overview }: { member: MemberInfo; overview: MemberOverview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { memberSetting, brandId } = useBrand()
  const price = usePriceFormat(brandId)
  const unavailable = t`Unavailable`
  const name = member.name || member.memberName || t`Member`
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t`Member level`,
      value: figure(
        overview.level,
        (level) => (level ? localized(level, 'name', locale) : t`None`),
        unavailable,
      ),
    },
    {
      label: (memberSetting && localized(memberSetting, 'pointsName', locale)) || t`Points`,
      // Whole points (the points ledger, src/domain/points.ts), though the call answers a money-like text.
      value: figure(overview.points, (queue) => String(Number(queue.points)), unavailable),
    },
    {
      label: t`Available coupons`,
      value: figure(overview.coupons, (count) => String(count), unavailable),
    },
    {
      label: t`Wallet`,
      value: figure(
        overview.wallet,
        (wallet) => {
          const balance = price(wallet.balance)
          return wallet.status === 1 ? t`Open, balance ${balance}` : t`Not opened`
        },
        unavailable,
      ),
    },
    {
      label: t`Member discount`,
      value: figure(
        overview.discount,
        (discount) =>
          discount && Number(discount.memberDiscount) > 0 ? `${Number(discount.memberDiscount)}%` : t`None`,
        unavailable,
      ),
    },
  ]
  return (
    <section className="card member-summary" aria-labelledby="member-summary-name">
      <div className="member-identity">
        <MemberAvatar headImg={member.headImg} name={name} alt={t`Avatar`} />
        <div>
          <h2 id="member-summary-name" className="member-name">
            {name}
          </h2>
          <p className="muted">
            <Trans>Phone</Trans> <span data-testid="masked-phone">{maskPhone(member.phone)}</span>
          </p>
        </div>
      </div>
      <FigureList rows={rows} />
    </section>
  )
}
