import type { ApiEnvelope } from '../../api/client'
import { scanTable } from '../../api/table'
import type { AppContext } from '../../app/appContext'
import { isUnreachable } from '../../data/recordTypes'
import { getSetting } from '../../db/settings'
import { encodeArg } from '../../domain/args'
import type { TableScan } from '../../domain/contract/table'
import { ERR } from '../../domain/envelope'
import { tableMenuArgValues } from '../../domain/table/scanCode'
import { TABLE_ERR } from '../../domain/table/tableSession'
import { tableOpened } from '../../domain/table/tablesOpened'

/**
 * What a table's printed code leads to (the /scanCode route, issue 37): its scan menu (the route
 * goes there in its place), or why not. `invalid` is SPEC §8 'Links are invalid' (no table has the
 * code), `unavailable` 'Unable to access the page, please check the link for errors' (the table's
 * restaurant takes no scan orders), `offline` a table this device never opened with no server to
 * ask, `failed` any other refusal (the server's message).
 */
export type TableCodeOutcome =
  | { kind: 'menu'; menuArg: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }

/**
 * How long a table this device opened before waits for the server's word before its menu opens
 * anyway: on poor restaurant Wi-Fi the scan call may hang for its whole 15 s timeout, while the
 * device keeps the menu, and the menu itself says what the server says of it once it answers.
 */
const KNOWN_TABLE_WAIT_MS = 3_000

const LATE = Symbol('late')

function within<T>(work: Promise<T>, ms: number | null): Promise<T | typeof LATE> {
  if (ms === null) return work
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const menuOf = (place: { brandId: number; restaurantId: number; qrCode: string }): TableCodeOutcome => ({
  kind: 'menu',
  menuArg: encodeArg(tableMenuArgValues(place)),
})

/** The outcome of the server's answer about a code; `known` is the table as this device opened it. */
function outcomeOf(
  answer: ApiEnvelope<TableScan>,
  known: { brandId: number; restaurantId: number; qrCode: string } | undefined,
): TableCodeOutcome {
  if (answer.success && answer.data) return menuOf(answer.data)
  if (isUnreachable(answer)) return known ? menuOf(known) : { kind: 'offline' }
  if (answer.errCode === TABLE_ERR.codeInvalid || answer.errCode === ERR.validation)
    return { kind: 'invalid' }
  if (answer.errCode === TABLE_ERR.unavailable) return { kind: 'unavailable' }
  return { kind: 'failed', message: answer.errMsg ?? '' }
}

/**
 * Resolves a table's code (order/qrcode/scanTableQrcodeNew) to its scan menu
 * `[brandId, restaurantId, 0, 4, qrCode]`. When the server cannot be reached, or is slow to answer,
 * a table this device opened before still opens its menu (the device keeps it).
 */
export async function resolveTableCode(app: AppContext, qrCode: string): Promise<TableCodeOutcome> {
  const known = tableOpened(await getSetting(app.mirror, 'tablesOpened'), qrCode)
  const answer = await within(scanTable(app.api, qrCode), known ? KNOWN_TABLE_WAIT_MS : null)
  if (answer === LATE) return known ? menuOf(known) : { kind: 'offline' }
  return outcomeOf(answer, known)
}
