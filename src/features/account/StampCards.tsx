import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import type { StampCardView } from '../../domain/contract/stamps'
import { localized } from '../../domain/locale'
import { isPositiveMoney } from '../../domain/money'
import { orderTypeText } from '../../domain/orderText'
import { useLocale } from '../../i18n/useLocale'
import { useBrand } from '../brand/BrandContext'
import { usePriceFormat } from '../brand/usePriceFormat'
import { orderTypeMessage } from '../orders/orderMessages'
import type { MemberOverview } from './useMemberOverview'

/** What earns a stamp, in a sentence: the card's order types and minimum spend (src/domain/stamps/qualify.ts). */
function ruleText(card: StampCardView, i18n: I18n, spend: string): string {
  const types = card.orderTypes.map((type) => orderTypeMessage(i18n, orderTypeText(type))).join(' / ')
  const hasMinimum = isPositiveMoney(card.minSpend)
  if (!types) {
    return hasMinimum
      ? i18n._(msg`One stamp for every completed order of ${spend} or more`)
      : i18n._(msg`One stamp for every completed order`)
  }
  return hasMinimum
    ? i18n._(msg`One stamp for every completed ${types} order of ${spend} or more`)
    : i18n._(msg`One stamp for every completed ${types} order`)
}

function StampCard({ card }: { card: StampCardView }) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const { brandId } = useBrand()
  const price = usePriceFormat(brandId)
  const name = localized(card, 'name', locale)
  const reward = localized(card.reward, 'name', locale)
  const stamps = card.stamps
  const needed = card.stampsNeeded
  const owed = card.stampsOwed
  const earned = card.rewardsEarned
  const headingId = `stamp-card-${card.id}`
  /** The marks' places on the card, 1 … needed: the first `stamps` are filled. */
  const positions = Array.from({ length: needed }, (_, index) => index + 1)
  return (
    <section className="card stamp-card" aria-labelledby={headingId} data-testid="stamp-card">
      <h2 id={headingId} className="section-title">
        {name}
      </h2>
      <div className="stamp-marks" role="img" aria-label={t`${stamps} of ${needed} stamps`}>
        {positions.map((position) => (
          <span
            key={position}
            className={position <= stamps ? 'stamp-mark stamp-mark-filled' : 'stamp-mark'}
          />
        ))}
      </div>
      <p className="stamp-rule">{ruleText(card, i18n, price(card.minSpend))}</p>
      <p className="stamp-reward">{t`A full card turns into: ${reward}`}</p>
      {earned > 0 ? (
        <p className="muted">
          <Plural value={earned} one="# reward earned so far" other="# rewards earned so far" />
        </p>
      ) : null}
      {owed > 0 ? (
        <p className="muted">
          <Plural
            value={owed}
            one="# stamp is owed for a refunded order: your next stamp pays it"
            other="# stamps are owed for refunded orders: your next stamps pay them"
          />
        </p>
      ) : null}
    </section>
  )
}

/** The brand's stamp cards with the member's stamps as a row of marks; nothing when the brand has none. */
export function StampCards({ overview }: { overview: MemberOverview }) {
  const { t } = useLingui()
  const answer = overview.stamps
  if (answer === undefined) return null
  if (!answer.success || !answer.data)
    return <p className="muted stamp-cards-unavailable">{t`Stamp cards are unavailable right now.`}</p>
  return (
    <>
      {answer.data.list.map((card) => (
        <StampCard key={card.id} card={card} />
      ))}
    </>
  )
}
