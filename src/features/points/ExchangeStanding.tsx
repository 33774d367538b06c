import { Trans } from '@lingui/react/macro'
import type { ExchangeItem } from '../../domain/contract/points'
import { canExchange } from '../../domain/points'

/** How many are left and whether the member's balance reaches the cost (the same rule the server applies). */
export function ExchangeStanding({ item, balance }: { item: ExchangeItem; balance: number }) {
  const short = item.cost - balance
  const stock = item.stock
  return (
    <p className="exchange-standing">
      <span className="muted">{stock > 0 ? <Trans>{stock} left</Trans> : <Trans>Out of stock</Trans>}</span>
      {stock > 0 ? (
        canExchange(balance, item.cost, stock) ? (
          <span className="exchange-ok">
            <Trans>You can exchange this</Trans>
          </span>
        ) : (
          <span className="exchange-short">
            <Trans>{short} more points needed</Trans>
          </span>
        )
      ) : null}
    </p>
  )
}
