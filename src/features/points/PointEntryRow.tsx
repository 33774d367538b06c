import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { PointEntry } from '../../domain/contract/points'
import { localized } from '../../domain/locale'
import { POINT_REASON } from '../../domain/points'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { exchangeDetailLink } from './pointsLink'

/** Signed points as a member reads them: "+12", "−100" (a real minus sign). */
function signedPoints(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : '0'
}

/** Why the entry exists, in words, and the link to what it came from (the order or the exchange). */
function EntryWhy({ entry, brandId }: { entry: PointEntry; brandId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const orderNo = entry.orderNo ?? ''
  const orderLink = (text: string) =>
    entry.orderId === null ? (
      <span>{text}</span>
    ) : (
      <Link to="/orderDetail/{-$arg}" params={{ arg: encodeArg([brandId, 0, 0, entry.orderId]) }}>
        {text}
      </Link>
    )
  switch (entry.reason) {
    case POINT_REASON.orderEarned:
      return orderLink(t`Earned on order ${orderNo}`)
    case POINT_REASON.orderRefunded:
      return orderLink(t`Order ${orderNo} refunded`)
    case POINT_REASON.exchange: {
      const item = localized(
        { name: entry.itemName, name1: entry.itemName1, name2: entry.itemName2 },
        'name',
        locale,
      )
      const text = t`Exchanged for ${item}`
      return entry.exchangeId === null ? (
        <span>{text}</span>
      ) : (
        <Link {...exchangeDetailLink(brandId, { exchangeId: entry.exchangeId })}>{text}</Link>
      )
    }
    default:
      return <span>{t`Adjusted by the shop: ${entry.note}`}</span>
  }
}

/** One entry of the history: why, when, and how many points it added or took. */
export function PointEntryRow({ entry, brandId }: { entry: PointEntry; brandId: number }) {
  const shortfall = entry.shortfall
  return (
    <li className="card points-entry">
      <div className="points-entry-why">
        <EntryWhy entry={entry} brandId={brandId} />
        <time className="muted" dateTime={entry.createdAt}>
          {formatDate(entry.createdAt, 8)}
        </time>
        {shortfall > 0 ? (
          <p className="muted points-entry-note">
            <Trans>{shortfall} points had already been spent and were not taken back.</Trans>
          </p>
        ) : null}
      </div>
      <span className={`points-entry-amount ${entry.amount > 0 ? 'points-plus' : 'points-minus'}`}>
        {signedPoints(entry.amount)}
      </span>
    </li>
  )
}
