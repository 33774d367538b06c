import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TableGuest } from '../../domain/contract/tableCart'

/** A guest as the table shows them: the name they chose, else "Guest 2". */
export function guestLabel(i18n: I18n, guestNo: number, guests: readonly TableGuest[]): string {
  const name = guests.find((guest) => guest.guestNo === guestNo)?.name
  return name || i18n._(msg`Guest ${guestNo}`)
}
