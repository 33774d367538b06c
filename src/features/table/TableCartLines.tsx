import { Trans, useLingui } from '@lingui/react/macro'
import type { TableCartLine, TableGuest } from '../../domain/contract/tableCart'
import { localized } from '../../domain/locale'
import { cartTotals, lineTotal } from '../../domain/menu/cartTotals'
import { choicesText } from '../../domain/menu/choicesText'
import { useLocale } from '../../i18n/useLocale'
import { Stepper } from '../cart/Stepper'
import { guestLabel } from './guestLabel'

/**
 * The table's shared cart, each guest's lines under their name ("Guest 2" until they choose one),
 * this phone's first. Every guest may change every line: the table orders together.
 */
export function TableCartLines({
  lines,
  guests,
  you,
  price,
  subtotals = false,
  onSetNumber,
}: {
  lines: readonly TableCartLine[]
  guests: readonly TableGuest[]
  you: number
  price: (value: string) => string
  /** Each person's subtotal beside their name (a group order's host sees what each one ordered). */
  subtotals?: boolean
  onSetNumber: (lineId: string, number: number) => void
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const numbers = [...new Set(lines.map((line) => line.guestNo))].sort((a, b) =>
    a === you ? -1 : b === you ? 1 : a - b,
  )
  return (
    <div className="table-cart-groups">
      {numbers.map((guestNo) => {
        const label = guestLabel(i18n, guestNo, guests)
        const theirs = lines.filter((line) => line.guestNo === guestNo)
        return (
          <section key={guestNo} className="table-cart-group" aria-label={t`Added by ${label}`}>
            <h3 className="table-cart-guest">
              {label}
              {guestNo === you && you > 0 ? (
                <span className="table-cart-you">
                  {' '}
                  <Trans>(you)</Trans>
                </span>
              ) : null}
              {subtotals ? (
                <span className="table-cart-subtotal">
                  {price(cartTotals(theirs.map((entry) => entry.line)).total)}
                </span>
              ) : null}
            </h3>
            <ul className="table-cart-lines">
              {theirs.map(({ lineId, line }) => {
                const name = localized(line, 'productName', locale)
                const choices = choicesText(line.itemDetail, locale)
                return (
                  <li key={lineId} className="table-cart-line">
                    <div className="table-cart-line-text">
                      <span className="table-cart-line-name">{name}</span>
                      {choices ? <span className="table-cart-line-choices">{choices}</span> : null}
                      <span className="table-cart-line-price">{price(lineTotal(line))}</span>
                    </div>
                    <Stepper
                      count={line.number}
                      name={name}
                      onAdd={() => onSetNumber(lineId, line.number + 1)}
                      onRemove={() => onSetNumber(lineId, line.number - 1)}
                    />
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
