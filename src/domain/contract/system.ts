import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { ErrorReport, OperationLog } from '../logs'
import { IdParam, MAX_ID, OptionalIdParam } from './idParams'

/**
 * Request parameters of the shell's calls (SPEC §7 "System and login"), validated by the server and
 * usable by the client. Query strings and form bodies carry text, JSON bodies numbers: ids accept both.
 */

export { IdParam, MAX_ID, OptionalIdParam }

/** A log call carries at most this many records. */
const MAX_LOG_BATCH = 100
/** Latest instant a log time may name: 9999-12-31T23:59:59.999Z, in ms since the epoch. */
const MAX_EPOCH_MS = 253_402_300_799_999

/** Brand alias: letters, digits, dash or underscore. */
const AliasParam = v.pipe(boundedText(256), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))

const SETTING_NAME = /^[A-Za-z0-9_.-]{1,64}$/
/** At most this many setting names in one call. */
const MAX_SETTING_NAMES = 50

/** `A,B,C` into a list of distinct setting names. */
const SettingNameListParam = v.pipe(
  boundedText(MAX_SETTING_NAMES * 65),
  v.transform((text) => [...new Set(text.split(',').map((name) => name.trim()))].filter(Boolean)),
  v.minLength(1),
  v.maxLength(MAX_SETTING_NAMES),
  v.check((names) => names.every((name) => SETTING_NAME.test(name))),
)

export const BrandIdParams = v.object({ brandId: IdParam })
export const AliasParams = v.object({ alias: AliasParam })
export const SeoParams = v.object({ brandId: IdParam, restaurantId: OptionalIdParam })
export const SettingListParams = v.object({
  brandId: IdParam,
  settingNameList: SettingNameListParam,
  restaurantId: OptionalIdParam,
})
/** Resource types 1–99 (SPEC §7: 2 brand, 6 delivery, 17 privacy, 18 terms, …). */
export const ResourceInfoParams = v.object({
  brandId: IdParam,
  type: v.pipe(IdParam, v.maxValue(99)),
  id: OptionalIdParam,
})

const Int32 = v.pipe(v.number(), v.integer(), v.minValue(-MAX_ID - 1), v.maxValue(MAX_ID))
const EpochMs = v.pipe(v.number(), v.maxValue(MAX_EPOCH_MS))

/** A batch of 1 to 100 records (a log call's body is one record or such a batch). */
function batchOf<TSchema extends v.GenericSchema>(record: TSchema) {
  return v.pipe(boundedArray(record, MAX_LOG_BATCH), v.minLength(1))
}

export const OperationLogRecord = v.pipe(
  OperationLog,
  v.forward(
    v.check((log) => v.is(Int32, log.appType)),
    ['appType'],
  ),
  v.forward(
    v.check((log) => v.is(EpochMs, log.optTime)),
    ['optTime'],
  ),
)
export const ErrorReportRecord = v.pipe(
  ErrorReport,
  v.forward(
    v.check((report) => report.occurredAt === undefined || v.is(EpochMs, report.occurredAt)),
    ['occurredAt'],
  ),
)

/** Body of POST member/userOptLog/insert: one OperationLogRecord or this batch. */
export const OperationLogBatch = batchOf(OperationLogRecord)
/** Body of POST system/public/systemAlarmErrorLogs/add: one ErrorReportRecord or this batch. */
export const ErrorReportBatch = batchOf(ErrorReportRecord)

/** Answer of both log calls: records in the request (all stored now) and how many were already stored. */
export type LogAccepted = { accepted: number; duplicates: number }
