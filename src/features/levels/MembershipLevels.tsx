import { Trans, useLingui } from '@lingui/react/macro'
import { buyMemberLevel, getLevelEquity } from '../../api/levels'
import { useCall } from '../../data/calls'
import type { LevelEquity } from '../../domain/contract/levels'
import type { LevelQueue } from '../../domain/contract/member'
import type { Envelope } from '../../domain/envelope'
import { levelBuyRefusal } from '../../domain/levels/levelTerms'
import { localized } from '../../domain/locale'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import { usePurchase } from '../purchase/usePurchase'
import { LevelEquityList } from './LevelEquityList'
import './levels.css'

type LevelsContext = { brandId: number; restaurantId: number; fromIndex: boolean }

type Props = {
  context: LevelsContext
  /** The member's level and its end (getMemberLevelQueue). */
  standing: Envelope<LevelQueue> | undefined
  /** The cache key prefix of the member's calls in this brand. */
  callScope: string
}

/**
 * The brand's membership levels on the account screen (issue 39 item 1): the member's level and
 * when it ends, each level with what it gives, and Buy (or Renew) on those for sale, which places
 * the level's order and opens its payment.
 */
export function MembershipLevels({ context, standing, callScope }: Props) {
  const locale = useLocale()
  const levels = useCall(`${callScope}:equity`, (api) => getLevelEquity(api, context.brandId))
  const held = standing?.success ? standing.data : undefined
  if (!levels?.success || !levels.data || levels.data.length === 0) return null
  const current = held?.level ?? null
  const endsAt = held?.levelEndsAt ?? null
  return (
    <section className="card membership-levels" aria-labelledby="membership-levels-title">
      <h2 id="membership-levels-title" className="section-title">
        <Trans>Membership levels</Trans>
      </h2>
      {current ? <HeldLevel name={localized(current, 'name', locale)} endsAt={endsAt} /> : null}
      <ul className="level-list">
        {levels.data.map((level) => (
          <LevelItem key={level.id} level={level} held={held} context={context} />
        ))}
      </ul>
    </section>
  )
}

function HeldLevel({ name, endsAt }: { name: string; endsAt: string | null }) {
  const { t } = useLingui()
  const until = endsAt ? formatDate(endsAt, 2) : ''
  return <p className="muted">{until ? t`Your level: ${name}, until ${until}.` : t`Your level: ${name}.`}</p>
}

function LevelItem({
  level,
  held,
  context,
}: {
  level: LevelEquity
  held: LevelQueue | undefined
  context: LevelsContext
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(context.brandId)
  const name = localized(level, 'name', locale)
  const benefits = localized(level, 'benefits', locale)
  const isCurrent = held?.level?.id === level.id
  const days = level.validDays
  const cost = price(level.price)
  const holding =
    held?.level == null
      ? null
      : {
          levelId: held.level.id,
          rank: held.level.level,
          endsAt: held.levelEndsAt ? new Date(held.levelEndsAt) : null,
        }
  const refusal = levelBuyRefusal(holding, { rank: level.level, price: level.price }, new Date())
  return (
    <li className={isCurrent ? 'level-item level-item-current' : 'level-item'}>
      <div className="level-heading">
        <h3 className="level-name">{name}</h3>
        {isCurrent ? (
          <span className="level-badge">
            <Trans>Your level</Trans>
          </span>
        ) : null}
      </div>
      <p className="level-price">{Number(level.price) > 0 ? t`${cost} for ${days} days` : t`Not for sale`}</p>
      {benefits ? <p className="level-benefits">{benefits}</p> : null}
      <LevelEquityList level={level} />
      {refusal === null ? <BuyLevel level={level} renew={isCurrent} context={context} /> : null}
    </li>
  )
}

function BuyLevel({ level, renew, context }: { level: LevelEquity; renew: boolean; context: LevelsContext }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { busy, error, purchase } = usePurchase(context)
  const name = localized(level, 'name', locale)
  const buy = () =>
    purchase((api, fields) => buyMemberLevel(api, { brandId: context.brandId, levelId: level.id, ...fields }))

  return (
    <>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-primary button-block" onClick={buy} disabled={busy}>
        {renew ? t`Renew ${name}` : t`Buy ${name}`}
      </button>
    </>
  )
}
