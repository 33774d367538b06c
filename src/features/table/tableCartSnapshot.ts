import type { InviteState } from '../../domain/contract/inviteState'
import type { TableCartLine, TableCartView } from '../../domain/contract/tableCart'
import type { TableCartKeptValue } from '../../domain/deviceRecords'

/** What the screens show. */
export type TableCartSnapshot = {
  loaded: boolean
  lines: TableCartLine[]
  guests: TableCartView['guests']
  /** This phone's guest number; 0 before the server gave it one. */
  you: number
  guestName: string
  /** The server has not been reached lately: what shows may be behind. */
  offline: boolean
  /** A round this phone is sending; null when none. */
  sending: TableCartKeptValue['sending']
  /** The order of the round any phone at the table sent last; null before the first. */
  tableSentOrderId: number | null
  /** The cart's generation: a new one after a round or the staff closing the table. */
  generation: string
  /** Why the last send or change was refused, as the server worded it. */
  refusal: { code: string; message: string; price?: string } | null
  /** Why the cart can no longer be read (a closed group order, a code that stopped working); null while it can. */
  closed: { code: string; message: string } | null
  /** The version of the server's cart the lines were read at. */
  version: number
  /** Changes of this phone the server has not confirmed yet (the lines show them already). */
  changesUnsent: boolean
  /** A group order's state as last read; null for a table's cart. */
  state: InviteState | null
}

/** The snapshot before the store has read what the device kept. */
export const NO_TABLE_CART: TableCartSnapshot = {
  loaded: false,
  lines: [],
  guests: [],
  you: 0,
  guestName: '',
  offline: false,
  sending: null,
  tableSentOrderId: null,
  generation: '',
  refusal: null,
  closed: null,
  version: 0,
  changesUnsent: false,
  state: null,
}
