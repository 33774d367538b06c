import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm'
import { businessDay } from '../../../src/domain/businessDay'
import type { QueuePeriodView, QueueState, QueueTableTypeView } from '../../../src/domain/contract/queue'
import {
  ACTIVE_QUEUE_STATUSES,
  openPeriod,
  parseClock,
  QUEUE_STATUS,
} from '../../../src/domain/queue/queueRules'
import type { Database } from '../../db/open'
import { queuePeriods, queueSettings, queueTableTypes, queueTickets } from '../../db/schema'

/**
 * A restaurant's queue as the calls read it (issue 40; docs/api.md "Queue"): its settings, its
 * periods with the one open now, its table types with the parties waiting for each, and the sweep
 * that marks calls past their grace as passed.
 */

type SettingsRow = typeof queueSettings.$inferSelect
const CLOSED: Omit<SettingsRow, 'restaurantId'> = {
  open: 0,
  graceMinutes: 10,
  minutesPerParty: 8,
  maxWaiting: null,
}

export async function queueSettingsOf(
  db: Database,
  restaurantId: number,
): Promise<Omit<SettingsRow, 'restaurantId'>> {
  const [row] = await db.select().from(queueSettings).where(eq(queueSettings.restaurantId, restaurantId))
  return row ?? CLOSED
}

type PeriodRow = typeof queuePeriods.$inferSelect

/** The periods with their times as minutes (a malformed one never opens). */
export async function periodsOf(db: Database, restaurantId: number) {
  const rows: PeriodRow[] = await db
    .select()
    .from(queuePeriods)
    .where(eq(queuePeriods.restaurantId, restaurantId))
    .orderBy(asc(queuePeriods.opens), asc(queuePeriods.id))
  return rows.map((row) => ({
    ...row,
    opens: parseClock(row.opens) ?? 0,
    closes: parseClock(row.closes) ?? 0,
    row,
  }))
}

function periodView(row: PeriodRow): QueuePeriodView {
  return {
    id: row.id,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    opens: row.opens,
    closes: row.closes,
  }
}

export async function tableTypesOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(queueTableTypes)
    .where(eq(queueTableTypes.restaurantId, restaurantId))
    .orderBy(asc(queueTableTypes.sort), asc(queueTableTypes.minPersons), asc(queueTableTypes.id))
}

/** Parties waiting (queuing or called) per table type today. */
export async function waitingByType(db: Database, tableTypeIds: readonly number[], now: Date) {
  if (tableTypeIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ tableTypeId: queueTickets.tableTypeId, n: count() })
    .from(queueTickets)
    .where(
      and(
        inArray(queueTickets.tableTypeId, [...tableTypeIds]),
        eq(queueTickets.businessDay, businessDay(now)),
        inArray(queueTickets.status, [...ACTIVE_QUEUE_STATUSES]),
      ),
    )
    .groupBy(queueTickets.tableTypeId)
  return new Map(rows.map((row) => [row.tableTypeId, Number(row.n)]))
}

/** The number each table type calls now (its latest call today). */
async function callingByType(db: Database, tableTypeIds: readonly number[], now: Date) {
  if (tableTypeIds.length === 0) return new Map<number, string>()
  const rows = await db
    .selectDistinctOn([queueTickets.tableTypeId], {
      tableTypeId: queueTickets.tableTypeId,
      label: queueTickets.label,
    })
    .from(queueTickets)
    .where(
      and(
        inArray(queueTickets.tableTypeId, [...tableTypeIds]),
        eq(queueTickets.businessDay, businessDay(now)),
        eq(queueTickets.status, QUEUE_STATUS.calling),
      ),
    )
    .orderBy(queueTickets.tableTypeId, sql`${queueTickets.calledAt} desc`)
  return new Map(rows.map((row) => [row.tableTypeId, row.label]))
}

/** GET …/getNumberOpen: whether numbers can be taken now, the period and each table type's wait. */
export async function queueStateOf(db: Database, restaurantId: number, now: Date): Promise<QueueState> {
  await passOverdueCalls(db, restaurantId, now)
  const settings = await queueSettingsOf(db, restaurantId)
  const periods = await periodsOf(db, restaurantId)
  const types = await tableTypesOf(db, restaurantId)
  const ids = types.map((type) => type.id)
  const [waiting, calling] = await Promise.all([waitingByType(db, ids, now), callingByType(db, ids, now)])
  const period = openPeriod(periods, now)
  const tableTypes: QueueTableTypeView[] = types.map((type) => ({
    id: type.id,
    prefix: type.prefix,
    name: type.name,
    name1: type.name1,
    name2: type.name2,
    minPersons: type.minPersons,
    maxPersons: type.maxPersons,
    minLevel: type.minLevel,
    waiting: waiting.get(type.id) ?? 0,
    calling: calling.get(type.id) ?? null,
  }))
  return {
    restaurantId,
    open: settings.open === 1 && period !== null,
    period: period ? periodView(period.row) : null,
    periods: periods.map((p) => periodView(p.row)),
    tableTypes,
    maxWaiting: settings.maxWaiting,
    minutesPerParty: settings.minutesPerParty,
  }
}

/**
 * Calls of the restaurant past their grace become passed, in one UPDATE (safe on several
 * instances and repeated): called before now − grace and still calling.
 */
export async function passOverdueCalls(db: Database, restaurantId: number, now: Date): Promise<number> {
  const { graceMinutes } = await queueSettingsOf(db, restaurantId)
  const due = new Date(now.getTime() - graceMinutes * 60_000)
  const passed = await db
    .update(queueTickets)
    .set({ status: QUEUE_STATUS.passed, endedAt: now, updatedAt: now })
    .where(
      and(
        eq(queueTickets.restaurantId, restaurantId),
        eq(queueTickets.status, QUEUE_STATUS.calling),
        lt(queueTickets.calledAt, due),
      ),
    )
    .returning({ id: queueTickets.id })
  return passed.length
}
