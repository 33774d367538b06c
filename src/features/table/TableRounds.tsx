import { Trans, useLingui } from '@lingui/react/macro'
import { PAY_STATUS } from '../../domain/contract/pay'
import type { TableSessionView } from '../../domain/contract/table'
import { localized } from '../../domain/locale'
import { ORDER_TYPE } from '../../domain/menu/types'
import { ORDER_PAY_TYPE } from '../../domain/orderStatus'
import { orderStatusText } from '../../domain/orderText'
import { useLocale } from '../../i18n/useLocale'
import { statusMessage } from '../orders/orderMessages'

/**
 * The rounds the table has sent in this session, as every phone at the table sees them: who sent
 * each, its state in the kitchen, its lines and price, and the table's running total (the bill,
 * paid at the end).
 */
export function TableRounds({
  session,
  price,
}: {
  session: TableSessionView
  price: (value: string) => string
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  if (session.rounds.length === 0) return null
  return (
    <section className="card table-section" aria-label={t`Rounds sent`}>
      <h2 className="table-section-title">
        <Trans>Rounds sent</Trans>
      </h2>
      <ol className="table-rounds">
        {session.rounds.map((round) => {
          const sender = round.sentBy || t`A guest`
          const status = statusMessage(
            i18n,
            orderStatusText({
              status: round.status,
              orderType: ORDER_TYPE.scan,
              orderPayType: ORDER_PAY_TYPE.later,
            }),
          )
          return (
            <li key={round.orderId} className="table-round">
              <div className="table-round-head">
                <span className="table-round-name">
                  <Trans>
                    Round {round.roundNo} · sent by {sender}
                  </Trans>
                </span>
                <span className="table-round-status">{status}</span>
                {round.payment?.status === PAY_STATUS.paid ? (
                  <span className="table-round-paid">
                    <Trans>Paid</Trans>
                  </span>
                ) : null}
              </div>
              <p className="table-round-lines">
                {round.lines
                  .map((line) => `${localized(line, 'productName', locale)} ×${line.number}`)
                  .join(', ')}
              </p>
              <span className="table-round-price">{price(round.price)}</span>
            </li>
          )
        })}
      </ol>
      <p className="table-total">
        <span>
          <Trans>Table total so far</Trans>
        </span>
        <strong>{price(session.total)}</strong>
      </p>
    </section>
  )
}
