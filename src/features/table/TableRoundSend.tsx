import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useSession } from '../../db/session'
import { type CartLine, MENU_TYPE, ORDER_TYPE } from '../../domain/menu/types'
import { priceCheckout } from '../../domain/order/priceCheckout'
import { PriceBreakdown } from '../checkout/PriceBreakdown'
import { usePricingFacts } from '../checkout/usePricingFacts'

type Props = {
  brandId: number
  restaurantId: number
  lines: readonly CartLine[]
  /** The cart's goods total: what the round is sent at until the pricing facts are read. */
  total: string
  price: (value: string) => string
  disabled: boolean
  onSend: (expectedPrice: string) => void
}

/**
 * The round's price as the server will charge it (src/domain/order/priceCheckout.ts, order type 3
 * from the scan menu): service charge, discount rule, the member's level discount and rounding,
 * row by row, and Send round at that price. Until the facts are read (offline on a first visit)
 * the goods total stands; a server that prices otherwise answers with its price to agree to.
 */
export function TableRoundSend({ brandId, restaurantId, lines, total, price, disabled, onSend }: Props) {
  const memberId = useSession().member?.id ?? null
  const facts = usePricingFacts({ brandId, restaurantId, memberId })
  const { settings, rules, memberDiscount } = facts
  const result = useMemo(
    () =>
      settings
        ? priceCheckout({
            dishes: lines,
            makeUpAt: null,
            restaurantId,
            orderType: ORDER_TYPE.scan,
            menuType: MENU_TYPE.scan,
            deliveryFee: '0.00',
            settings: settings.pricing,
            minimum: null,
            rules,
            memberDiscount,
            coupon: null,
          }).result
        : null,
    [settings, rules, memberDiscount, lines, restaurantId],
  )
  const toPay = result?.price ?? total
  return (
    <div className="table-send">
      {result && result.price !== result.total ? (
        <PriceBreakdown result={result} price={price} delivered={false} />
      ) : (
        <p className="table-total">
          <span>
            <Trans>This round</Trans>
          </span>
          <strong>{price(toPay)}</strong>
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={disabled}
        onClick={() => onSend(toPay)}
      >
        <Trans>Send round</Trans>
      </button>
    </div>
  )
}
