import type { StaffTable, StaffTablePaid } from '../src/domain/contract/staff'
import { formatPrice } from '../src/domain/money'
import { formatDate } from '../src/domain/time'

/** What a restaurant's command (`tables`, `invites`) needs of the CLI (scripts/staff.ts): its options and its staff API call. */
export type RestaurantCli = {
  options: { url: string; brand?: number; restaurant?: number; json: boolean }
  call: (path: string, body?: Record<string, unknown>) => Promise<unknown>
  usage: (message: string) => Error
}

/** A table as lines to read: its name, seats, the link its printed code opens, its open session. */
function tableText(table: StaffTable, base: string): string {
  const session = table.session
    ? `open since ${formatDate(table.session.openedAt, 8)}: ${table.session.persons} guests, ` +
      `${table.session.rounds} rounds, ${formatPrice(table.session.total)} ` +
      `(paid ${formatPrice(table.session.paid)}, due ${formatPrice(table.session.due)})`
    : 'no open session'
  return `${table.tableName} (${table.seats} seats)  code ${table.qrCode}\n  ${base}${table.path}\n  ${session}`
}

/** The restaurant a command works on (--brand and --restaurant, both required), and its list call's query. */
export function restaurantOf(cli: RestaurantCli, command: string) {
  const { brand, restaurant } = cli.options
  if (brand === undefined || restaurant === undefined)
    throw cli.usage(`${command} needs --brand <id> and --restaurant <id>`)
  const scope = { brandId: brand, restaurantId: restaurant }
  const query = new URLSearchParams({ brandId: String(brand), restaurantId: String(restaurant) })
  return { scope, list: `${command}?${query}` }
}

/**
 * `tables --brand <id> --restaurant <id>`: the restaurant's tables with the links their codes open;
 * `tables paid <code> --brand <id> --restaurant <id>`: the table paid what it owes at the counter;
 * `tables close <code> --brand <id> --restaurant <id>`: closes the table's open session once it has paid.
 */
export async function tablesCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  const { scope, list } = restaurantOf(cli, 'tables')
  if (rest.length === 0) {
    const tables = (await cli.call(list)) as StaffTable[]
    if (options.json) return JSON.stringify(tables, null, 2)
    if (tables.length === 0) return `Restaurant ${scope.restaurantId} has no tables.`
    return tables.map((table) => tableText(table, options.url)).join('\n')
  }
  if (rest[0] === 'paid' && rest.length === 2) return counterPaid(rest[1]!, scope, cli)
  if (rest[0] !== 'close' || rest.length !== 2)
    throw cli.usage('tables takes nothing, "paid <code>" or "close <code>"')
  const closed = (await cli.call('tables/close', { ...scope, qrCode: rest[1] })) as {
    qrCode: string
    closed: boolean
    sessionId: number | null
  }
  if (options.json) return JSON.stringify(closed, null, 2)
  return closed.closed
    ? `Table ${closed.qrCode}: session ${closed.sessionId} closed; the next scan starts a new one.`
    : `Table ${closed.qrCode} had no open session.`
}

/** `tables paid <code>`: one counter payment for every round the table's open session still owes. */
async function counterPaid(
  qrCode: string,
  scope: { brandId: number; restaurantId: number },
  cli: RestaurantCli,
): Promise<string> {
  const paid = (await cli.call('tables/paid', { ...scope, qrCode })) as StaffTablePaid
  if (cli.options.json) return JSON.stringify(paid, null, 2)
  return (
    `Table ${paid.qrCode}: session ${paid.sessionId} paid ${formatPrice(paid.amount)} at the counter ` +
    `(${paid.rounds.length} rounds).`
  )
}
