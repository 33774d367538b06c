import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import type { CartRepair } from '../../domain/menu/cartRepair'
import { useLocale } from '../../i18n/useLocale'
import { lineKey } from './cartLine'

/**
 * What changed in the cart when a new menu replaced the saved one (issue 4 item 7): dishes no
 * longer on the menu were removed, changed prices were taken over — each named, never silently.
 */
export function CartRepairNotice({
  repair,
  price,
  onDismiss,
}: {
  repair: CartRepair
  price: (value: string) => string
  onDismiss: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="notice notice-warning cart-repair" role="status">
      <p>
        <strong>
          <Trans>The menu has changed.</Trans>
        </strong>
      </p>
      {repair.removed.length > 0 ? (
        <>
          <p>
            <Trans>No longer on the menu, removed from your cart:</Trans>
          </p>
          <ul>
            {repair.removed.map((line) => (
              <li key={lineKey(line)}>{localized(line, 'productName', locale)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {repair.repriced.length > 0 ? (
        <>
          <p>
            <Trans>New prices:</Trans>
          </p>
          <ul>
            {repair.repriced.map(({ line, oldTotal }) => {
              const name = localized(line, 'productName', locale)
              const before = price(oldTotal)
              const after = price(line.total)
              return <li key={lineKey(line)}>{t`${name}: ${before} → ${after}`}</li>
            })}
          </ul>
        </>
      ) : null}
      <button type="button" className="button" onClick={onDismiss}>
        <Trans>OK</Trans>
      </button>
    </div>
  )
}
