import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderLine } from '../../../domain/contract/order'
import { localized } from '../../../domain/locale'
import type { CartItemDetail } from '../../../domain/menu/cartLine'
import { lineTotal } from '../../../domain/menu/cartTotals'
import { useLocale } from '../../../i18n/useLocale'
import { storedChoices } from '../storedChoices'

/**
 * One group of lines on a receipt: an order's lines, or one round of a table session, whose title
 * says which (a table's bill lists its rounds one after another above one total).
 */
export type ReceiptRound = { key: string; title: string | null; lines: readonly OrderLine[] }

/** A round's lines as a table: each dish with its choices (nested ones indented), units and amount. */
export function ReceiptLines({ round, price }: { round: ReceiptRound; price: (value: string) => string }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <table className="receipt-lines">
      {round.title ? <caption>{round.title}</caption> : null}
      <thead>
        <tr>
          <th scope="col">
            <Trans>Item</Trans>
          </th>
          <th scope="col" className="receipt-number">
            <Trans>Qty</Trans>
          </th>
          <th scope="col" className="receipt-number">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {round.lines.map((line, index) => {
          const choices = storedChoices(line.itemDetail)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <tr key={index} className="receipt-line">
              <td>
                <span className="receipt-line-name">
                  {line.productId === 0 ? t`Make-up difference` : localized(line, 'productName', locale)}
                </span>
                {choices.length > 0 ? <ChoiceList details={choices} /> : null}
              </td>
              <td className="receipt-number">{line.number}</td>
              <td className="receipt-number">{price(lineTotal(line))}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** A line's choices, one a row, a set meal's own choices in a list under theirs. */
function ChoiceList({ details }: { details: readonly CartItemDetail[] }) {
  const locale = useLocale()
  return (
    <ul className="receipt-choices">
      {details.map((detail, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stored choices never move
        <li key={index}>
          {localized(detail, 'name', locale)}
          {detail.number > 1 ? ` ×${detail.number}` : ''}
          {detail.itemDetail.length > 0 ? <ChoiceList details={detail.itemDetail} /> : null}
        </li>
      ))}
    </ul>
  )
}
