/**
 * A table's session (issue 37): opened by the first round sent or the guests counted, closed by the
 * staff when the table has paid. Its rounds are orders of type 3 on one bill.
 */
export const TABLE_SESSION_STATUS = { open: 1, closed: 2 } as const
export type TableSessionStatus = (typeof TABLE_SESSION_STATUS)[keyof typeof TABLE_SESSION_STATUS]

/** A table's printed code: what the route args' QR code field takes, never empty (src/domain/menuRouteArgs.ts). */
export const TABLE_CODE_PATTERN = /^[A-Za-z0-9.:-]{1,64}$/

/** The table calls' error codes (docs/api.md "Tables"); here, with no schema, for the first load's scan route. */
export const TABLE_ERR = {
  /** SPEC §8 'Links are invalid': no table has this code. */
  codeInvalid: 'TABLE.CODE_INVALID',
  /** SPEC §8 'Unable to access the page, please check the link for errors': its menu or restaurant is gone. */
  unavailable: 'TABLE.UNAVAILABLE',
  /** The session the round was sent to is closed (the staff closed the table). */
  sessionClosed: 'TABLE.SESSION_CLOSED',
  /** Someone at the table is paying the bill with another method (or the staff take it at the counter meanwhile). */
  billInProgress: 'TABLE.BILL_IN_PROGRESS',
} as const

/** The longest a shared-cart read with `after` waits for a change before it answers the cart as it is. */
export const TABLE_CART_WAIT_MS = 20_000
