/**
 * A table's session (issue 37): opened by the first round sent or the guests counted, closed by the
 * staff when the table has paid. Its rounds are orders of type 3 on one bill.
 */
export const TABLE_SESSION_STATUS = { open: 1, closed: 2 } as const
export type TableSessionStatus = (typeof TABLE_SESSION_STATUS)[keyof typeof TABLE_SESSION_STATUS]

/** A table's printed code: what the route args' QR code field takes, never empty (src/domain/menuRouteArgs.ts). */
export const TABLE_CODE_PATTERN = /^[A-Za-z0-9.:-]{1,64}$/
