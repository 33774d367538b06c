import { randomUUID } from 'node:crypto'
import type { MenuFood } from '../../src/domain/contract/menu'
import type { TableScan, TableSessionView } from '../../src/domain/contract/table'
import type { TableCartChange, TableCartView } from '../../src/domain/contract/tableCart'
import { MENU_TYPE } from '../../src/domain/menu/types'
import { apiCall } from '../bench/apiCall'
import { liftMemberCaps } from '../bench/server'
import { orderableFoods, servedCartLine } from '../unit/helpers/servedMenuLines'
import { demoBrandId, logIn, must, REMARKS, servedMenu } from './phones'
import { seededChance, seededId, seededInt } from './seededChance'
import type { TableRoundRun } from './tableRoundTally'
import {
  GUESTS_PATH,
  readCart,
  sendRound,
  sendThroughFaults,
  type TablePhone,
  type TableWorld,
} from './tableSender'

/**
 * Simulated phones sharing tables through a bad network (./faultProxy.ts), as the PWA's table
 * screens would (issue 37 item 8). At each table several phones change one shared cart and send
 * it in rounds. In a round every phone adds one or two lines (new line ids, one change request) and
 * some then change a quantity, each request sent until answered, the same request every time, as an
 * outbox sends it; one phone sends the round from the cart its last change showed, while the others
 * may still be changing it, or two phones send it at the same moment from one cart
 * (./tableSender.ts). Between rounds the staff now and then close a table whose cart is empty, so
 * sessions turn over and the next send names a closed session.
 *
 * The changes, sends and guest counts cross the bad network. Log-in, menus and cart reads go to the
 * server directly: a read changes nothing on the server, so losing one proves nothing about
 * exactly-once, and the phones' live view (the long-poll) is measured by the bench on a clean network.
 */

const CHANGE_PATH = 'order/tableCart/change'
/** The phones at a table that log in (a send is an order and needs a member); the others are guests who only change the cart. */
const MEMBERS_PER_TABLE = 2
const GUEST_NAMES = ['Ann', '陳大文', '', 'Bo', '李小姐', '']

export type TablePhonesOptions = {
  /** The server, for what the phones do outside the bad network. */
  serverOrigin: string
  /** Where the changes and sends go: the fault proxy in front of the server. */
  proxyOrigin: string
  seed: string | number
  /** The tables' printed codes, of the demo brand's restaurants. */
  qrCodes: string[]
  /** At least MEMBERS_PER_TABLE. */
  phonesPerTable: number
  roundsPerTable: number
  /** The server's time: a round carries its business day. */
  now: () => number
  /** The staff API's token: the staff lift the members' order caps and close tables between rounds. */
  staffToken: string
  /** When the server trusts X-Forwarded-For: each phone logs in from an address of its own. */
  ipPerPhone?: boolean
  /** Chance that two phones send a round at the same moment (0.25 when absent). */
  doubleSendChance?: number
  /** Chance that the staff close a table after a round, when its cart is empty (0.1 when absent). */
  closeChance?: number
}

/** A table of the run: its code, restaurant, the foods its phones add, and its phones. */
type Table = {
  index: number
  qrCode: string
  brandId: number
  restaurantId: number
  foods: MenuFood[]
  phones: TablePhone[]
}

/** The demo brand's tables with these codes, each with its scan menu's foods that no limit refuses. */
async function tablesOf(origin: string, brandId: number, qrCodes: readonly string[]): Promise<Table[]> {
  const foods = new Map<number, MenuFood[]>()
  const tables: Table[] = []
  for (const [index, qrCode] of qrCodes.entries()) {
    const scan = must(
      await apiCall<TableScan>(origin, 'order/qrcode/scanTableQrcodeNew', { json: { qrCode } }),
      'scan',
    )
    if (scan.brandId !== brandId) throw new Error(`table ${qrCode} is not the demo brand's`)
    if (!foods.has(scan.restaurantId)) {
      const menu = await servedMenu(origin, scan.restaurantId, MENU_TYPE.scan)
      foods.set(scan.restaurantId, [...orderableFoods(menu), ...orderableFoods(menu, true)])
    }
    const served = foods.get(scan.restaurantId)!
    if (served.length < 3) throw new Error(`restaurant ${scan.restaurantId}'s scan menu has too few foods`)
    tables.push({ index, qrCode, brandId, restaurantId: scan.restaurantId, foods: served, phones: [] })
  }
  return tables
}

/**
 * The table's phones: the first MEMBERS_PER_TABLE log in (new members), the others are guests who
 * only change the cart. The first counts the guests, which opens the session all of them then see.
 */
async function seatPhones(
  origin: string,
  brandId: number,
  table: Table,
  options: TablePhonesOptions,
): Promise<TablePhone[]> {
  const phones: TablePhone[] = []
  for (let seat = 0; seat < options.phonesPerTable; seat++) {
    const tag = `t${table.index}/p${seat}`
    const member =
      seat < MEMBERS_PER_TABLE
        ? await logIn(origin, brandId, table.index * MEMBERS_PER_TABLE + seat, options.ipPerPhone ?? false)
        : null
    phones.push({
      qrCode: table.qrCode,
      guestKey: seededId(options.seed, tag, 'guest'),
      guestName: GUEST_NAMES[seededInt(0, GUEST_NAMES.length - 1, options.seed, tag, 'name')]!,
      headers: member?.headers ?? {
        'x-app-type': '7',
        'x-locale': 'en',
        'x-device-token': `table-phone-${randomUUID()}`,
      },
      ...(member ? { token: member.token } : {}),
    })
  }
  const session = must(
    await apiCall<TableSessionView>(origin, GUESTS_PATH, {
      json: { qrCode: table.qrCode, persons: options.phonesPerTable },
    }),
    'guests',
  )
  for (const phone of phones) phone.sessionId = session.id
  return phones
}

/** Runs the phones: each table's rounds one after the other, all tables at once. */
export async function runTablePhones(options: TablePhonesOptions): Promise<TableRoundRun> {
  const { serverOrigin, seed, phonesPerTable } = options
  if (phonesPerTable < MEMBERS_PER_TABLE) throw new Error(`at least ${MEMBERS_PER_TABLE} phones a table`)
  const run: TableRoundRun = {
    sends: [],
    addedLines: [],
    leftInCarts: [],
    tokens: [],
    events: { changes: 0, changeAttempts: 0, cartChanged: 0, priceChanged: 0, sessionClosed: 0, closes: 0 },
  }
  const world: TableWorld = {
    serverOrigin,
    proxyOrigin: options.proxyOrigin,
    now: options.now,
    persons: phonesPerTable,
    run,
  }
  const brandId = await demoBrandId(serverOrigin)
  // A member sends many rounds in a short run: the caps on one member's orders would refuse them.
  await liftMemberCaps(serverOrigin, brandId, options.staffToken)
  const tables = await tablesOf(serverOrigin, brandId, options.qrCodes)
  await Promise.all(
    tables.map(async (table) => {
      table.phones = await seatPhones(serverOrigin, brandId, table, options)
    }),
  )
  run.tokens = tables.flatMap((table) => table.phones.flatMap((phone) => phone.token ?? []))

  /** One change request, sent until answered: the cart it answered. */
  async function change(phone: TablePhone, changes: TableCartChange[], tag: string): Promise<TableCartView> {
    const body = { qrCode: phone.qrCode, guestKey: phone.guestKey, guestName: phone.guestName, changes }
    const result = await sendThroughFaults(world, phone, { path: CHANGE_PATH, body, tag })
    run.events.changes += 1
    run.events.changeAttempts += result.attempts
    if (result.outcome !== 'placed') throw new Error(`change ${tag}: ${JSON.stringify(result.envelope)}`)
    return result.envelope!.data as TableCartView
  }

  /** A phone's changes in a round: one or two lines added at once, then maybe a quantity. The cart it last saw. */
  async function changeCart(table: Table, phone: TablePhone, tag: string): Promise<TableCartView> {
    const adds = Array.from({ length: seededInt(1, 2, seed, tag, 'adds') }, (_, n) => {
      const food = table.foods[seededInt(0, table.foods.length - 1, seed, tag, 'food', n)]!
      const line = servedCartLine(food, table.restaurantId, seededInt(1, 3, seed, tag, 'units', n))
      return { kind: 'add' as const, lineId: seededId(seed, tag, 'line', n), line }
    })
    let view = await change(phone, adds, `${tag}/add`)
    for (const add of adds) run.addedLines.push({ table: table.qrCode, lineId: add.lineId })
    if (seededChance(seed, tag, 'set') < 0.25) {
      const { lineId } = adds[seededInt(0, adds.length - 1, seed, tag, 'set-line')]!
      const number = seededInt(1, 4, seed, tag, 'set-units')
      view = await change(phone, [{ kind: 'set', lineId, number }], `${tag}/set`)
    }
    return view
  }

  /** The staff close the table's session through the staff API, when its cart is empty (a close empties it). */
  async function maybeClose(table: Table, tag: string) {
    if (seededChance(seed, tag, 'close') >= (options.closeChance ?? 0.1)) return
    if ((await readCart(world, table.qrCode)).lines.length > 0) return
    must(
      await apiCall(serverOrigin, 'staff/tables/close', {
        json: { brandId: table.brandId, restaurantId: table.restaurantId, qrCode: table.qrCode },
        headers: { authorization: `Bearer ${options.staffToken}` },
      }),
      'close',
    )
    run.events.closes += 1
  }

  async function tableRounds(table: Table) {
    const { phones } = table
    for (let round = 0; round < options.roundsPerTable; round++) {
      const tag = `t${table.index}/r${round}`
      const seatTag = (phone: TablePhone) => `${tag}/p${phones.indexOf(phone)}`
      const sendOptions = (double: boolean) => ({
        remark: REMARKS[seededInt(0, REMARKS.length - 1, seed, tag, 'remark')]!,
        double,
      })
      const firstSeat = seededInt(0, MEMBERS_PER_TABLE - 1, seed, tag, 'sender')
      const first = phones[firstSeat]!
      const second =
        seededChance(seed, tag, 'double') < (options.doubleSendChance ?? 0.25)
          ? phones[(firstSeat + 1) % MEMBERS_PER_TABLE]!
          : null
      const others = phones
        .filter((phone) => phone !== first && phone !== second)
        .map((phone) => changeCart(table, phone, seatTag(phone)))
      const sending = second
        ? // Two phones that both show the same cart send it at the same moment.
          Promise.all([first, second].map((phone) => changeCart(table, phone, seatTag(phone))))
            .then(() => readCart(world, table.qrCode))
            .then((view) =>
              Promise.all(
                [first, second].map((phone) =>
                  sendRound(world, phone, view, seatTag(phone), sendOptions(true)),
                ),
              ),
            )
        : changeCart(table, first, seatTag(first)).then((view) =>
            sendRound(world, first, view, seatTag(first), sendOptions(false)),
          )
      await Promise.all([sending, ...others])
      await maybeClose(table, tag)
    }
    const left = await readCart(world, table.qrCode)
    run.leftInCarts.push({ table: table.qrCode, lineIds: left.lines.map((entry) => entry.lineId) })
  }

  await Promise.all(tables.map(tableRounds))
  return run
}
