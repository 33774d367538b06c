import type { StaffTable } from '../src/domain/contract/staff'
import { formatPrice } from '../src/domain/money'
import { formatDate } from '../src/domain/time'

/** What `tables` needs of the CLI (scripts/staff.ts): its options and its staff API call. */
type Cli = {
  options: { url: string; brand?: number; restaurant?: number; json: boolean }
  call: (path: string, body?: Record<string, unknown>) => Promise<unknown>
  usage: (message: string) => Error
}

/** A table as lines to read: its name, seats, the link its printed code opens, its open session. */
function tableText(table: StaffTable, base: string): string {
  const session = table.session
    ? `open since ${formatDate(table.session.openedAt, 8)}: ${table.session.persons} guests, ` +
      `${table.session.rounds} rounds, ${formatPrice(table.session.total)}`
    : 'no open session'
  return `${table.tableName} (${table.seats} seats)  code ${table.qrCode}\n  ${base}${table.path}\n  ${session}`
}

/**
 * `tables --brand <id> --restaurant <id>`: the restaurant's tables with the links their codes open;
 * `tables close <code> --brand <id> --restaurant <id>`: closes the table's open session once it has paid.
 */
export async function tablesCommand(rest: string[], cli: Cli): Promise<string> {
  const { options } = cli
  if (options.brand === undefined || options.restaurant === undefined)
    throw cli.usage('tables needs --brand <id> and --restaurant <id>')
  const scope = { brandId: options.brand, restaurantId: options.restaurant }
  if (rest.length === 0) {
    const tables = (await cli.call(
      `tables?${new URLSearchParams({ brandId: String(scope.brandId), restaurantId: String(scope.restaurantId) })}`,
    )) as StaffTable[]
    if (options.json) return JSON.stringify(tables, null, 2)
    if (tables.length === 0) return `Restaurant ${scope.restaurantId} has no tables.`
    return tables.map((table) => tableText(table, options.url)).join('\n')
  }
  if (rest[0] !== 'close' || rest.length !== 2) throw cli.usage('tables takes nothing, or "close <code>"')
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
