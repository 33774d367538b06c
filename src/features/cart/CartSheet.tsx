import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog'
import type { Ordering } from '../menu/useOrdering'
import { CartContents } from './CartContents'

/**
 * The cart as a bottom sheet: the app's modal <dialog> (focus moves in, Escape or a tap on the
 * backdrop closes, focus goes back to the cart bar), laid out at the bottom of the screen by cart.css.
 */
export function CartSheet({
  open,
  onClose,
  ordering,
}: {
  open: boolean
  onClose: () => void
  ordering: Ordering
}) {
  const { t } = useLingui()
  return (
    <div className="cart-sheet">
      <Dialog open={open} title={t`Cart`} onClose={onClose} closeLabel={t`Close the cart`} closeOnBackdrop>
        <CartContents ordering={ordering} />
      </Dialog>
    </div>
  )
}
