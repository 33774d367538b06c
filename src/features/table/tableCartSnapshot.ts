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
}
