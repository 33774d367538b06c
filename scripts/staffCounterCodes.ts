import type { CounterCodeRow } from '../src/domain/contract/counter'
import { type RestaurantCli, restaurantOf } from './staffTables'

const KIND_NAMES = { takeOut: 'take-out', selfService: 'self-service' } as const

function codeText(row: CounterCodeRow, base: string): string {
  return `${KIND_NAMES[row.kind]} (menu ${row.menuType})  code ${row.code}\n  ${base}${row.path}`
}

/**
 * `counter-codes --brand <id> --restaurant <id>`: the restaurant's take-out and self-service codes
 * with the links they open; `counter-codes rotate <code> …`: replaces one (the printed one stops working).
 */
export async function counterCodesCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  const { scope, list } = restaurantOf(cli, 'counterCodes')
  if (rest.length === 0) {
    const rows = (await cli.call(list)) as CounterCodeRow[]
    if (options.json) return JSON.stringify(rows, null, 2)
    if (rows.length === 0) return `Restaurant ${scope.restaurantId} has no counter codes.`
    return rows.map((row) => codeText(row, options.url)).join('\n')
  }
  if (rest[0] !== 'rotate' || rest.length !== 2)
    throw cli.usage('counter-codes takes nothing, or "rotate <code>"')
  const row = (await cli.call('counterCodes/rotate', { ...scope, code: rest[1] })) as CounterCodeRow
  if (options.json) return JSON.stringify(row, null, 2)
  return `Replaced ${rest[1]}; print the new code:\n${codeText(row, options.url)}`
}
