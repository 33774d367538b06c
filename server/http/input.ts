import * as v from 'valibot'
import { recordJsonBytes } from '../../src/domain/logs'
import type { AppContext } from './context'
import { ApiError, validationError } from './errors'
import { findNulCharacter, isTooDeep, MAX_JSON_DEPTH } from './jsonBounds'

/**
 * Reading and validating request input. Every failure is a 400 VALIDATION error naming the field,
 * never an exception that would become a 500.
 */

export type Schema = v.GenericSchema<unknown, unknown>

/** Parses with a valibot schema; the first issue names the field (dotted path, `body` at the root). */
export function parseInput<TSchema extends Schema>(
  schema: TSchema,
  input: unknown,
  rootField = 'body',
): v.InferOutput<TSchema> {
  refuseNul(input, rootField)
  return parseNulFree(schema, input, rootField)
}

/** 400 VALIDATION naming the first field that holds U+0000 (PostgreSQL text cannot). */
function refuseNul(input: unknown, rootField: string): void {
  const nulField = findNulCharacter(input)
  if (nulField !== null) throw validationError(nulField || rootField)
}

/** parseInput for input already known to hold no U+0000. */
function parseNulFree<TSchema extends Schema>(
  schema: TSchema,
  input: unknown,
  rootField = 'body',
): v.InferOutput<TSchema> {
  // The first issue is all the answer names: stop there, and run nothing after a refused length.
  const result = v.safeParse(schema, input, { abortEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue.path?.map((item) => String(item.key)).join('.') || rootField
  const missing = issue.kind === 'schema' && issue.input === undefined
  throw validationError(field, missing ? 'missingField' : 'invalidField')
}

/** The query string as a record (first value of a repeated key). */
export function queryOf(c: AppContext): Record<string, string> {
  return c.req.query()
}

/**
 * The body as text. A body that stops before it is whole (the client went away, a chunk size that
 * lies) is the client's doing: 400, not a server error. An ApiError (too large) passes through.
 */
async function bodyText(c: AppContext): Promise<string> {
  try {
    return await c.req.text()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw validationError('body', 'bodyIncomplete')
  }
}

/**
 * The request body as JSON: application/json, form-urlencoded (values stay text) and text/plain
 * holding JSON (what navigator.sendBeacon sends). An empty body is `{}`. Refuses U+0000 anywhere:
 * JSON can only write it as the escape `\u0000`, so a body without that text is not walked for it
 * (half a million array items would take the walk 50 ms).
 */
async function readBody(c: AppContext): Promise<{ value: unknown; form: boolean }> {
  const text = await bodyText(c)
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (contentType === 'application/x-www-form-urlencoded') {
    const value = Object.fromEntries(new URLSearchParams(text))
    refuseNul(value, 'body')
    return { value, form: true }
  }
  if (text.trim() === '') return { value: {}, form: false }
  if (contentType === 'application/json' || contentType === 'text/plain' || contentType.endsWith('+json')) {
    if (isTooDeep(text)) throw validationError('body', 'jsonTooDeep', { max: String(MAX_JSON_DEPTH) })
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw validationError('body', 'invalidJson')
    }
    if (text.includes('\\u0000')) refuseNul(value, 'body')
    return { value, form: false }
  }
  throw validationError('Content-Type', 'unsupportedContentType')
}

/** Parameters of a POST call: query string values overridden by an object body. */
export async function readPostParams<TSchema extends Schema>(
  c: AppContext,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const { value } = await readBody(c)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw validationError('body')
  }
  const query = queryOf(c)
  refuseNul(query, 'body')
  return parseNulFree(schema, { ...query, ...value })
}

/**
 * Form bodies carry numbers as text; converts the values the schema wants as numbers so one
 * schema serves JSON and form senders alike.
 */
function coerceFormNumbers(schema: Schema, record: Record<string, unknown>): Record<string, unknown> {
  const entries = (schema as { entries?: Record<string, Schema> }).entries
  if (!entries) return record
  const coerced: Record<string, unknown> = { ...record }
  for (const [key, entry] of Object.entries(entries)) {
    const value = record[key]
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) && expectsNumber(entry)) {
      coerced[key] = Number(value)
    }
  }
  return coerced
}

/** A valibot schema found inside another one (a wrapped or piped schema). */
function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema'
}

function expectsNumber(schema: Schema): boolean {
  switch (schema.type) {
    case 'number':
      return true
    case 'optional':
    case 'nullable':
    case 'nullish':
      return 'wrapped' in schema && isSchema(schema.wrapped) ? expectsNumber(schema.wrapped) : false
    case 'picklist':
      return (
        'options' in schema &&
        Array.isArray(schema.options) &&
        schema.options.every((option) => typeof option === 'number')
      )
    case 'literal':
      return 'literal' in schema && typeof schema.literal === 'number'
    default:
      return false
  }
}

/**
 * A body holding one record or an array of records (the log calls). Each record is validated with
 * `recordSchema`; an array also with `batchSchema` (its length bounds); then each record's JSON
 * must be at most `maxRecordBytes`. Field paths of an array start with the index, e.g.
 * `2.optTime`, and a record too large is named by its index (`body` for a lone record). Answers the
 * records and their JSON's bytes in all.
 */
export async function readRecords<TRecord extends Schema, TBatch extends Schema>(
  c: AppContext,
  recordSchema: TRecord,
  batchSchema: TBatch,
  maxRecordBytes: number,
): Promise<{ records: v.InferOutput<TRecord>[]; bytes: number }> {
  const { value, form } = await readBody(c)
  const batch = Array.isArray(value)
  let records: v.InferOutput<TRecord>[]
  if (batch) records = parseNulFree(batchSchema, value) as v.InferOutput<TRecord>[]
  else if (value === null || typeof value !== 'object') throw validationError('body')
  else {
    const record = form
      ? coerceFormNumbers(objectSchemaOf(recordSchema), value as Record<string, unknown>)
      : value
    records = [parseNulFree(recordSchema, record)]
  }
  let bytes = 0
  for (const [index, record] of records.entries()) {
    const size = recordJsonBytes(record)
    if (size > maxRecordBytes) {
      throw validationError(batch ? String(index) : 'body', 'logRecordTooLarge', {
        max: String(maxRecordBytes / 1024),
      })
    }
    bytes += size
  }
  return { records, bytes }
}

/** The object schema at the root of a piped schema. */
function objectSchemaOf(schema: Schema): Schema {
  const root: unknown = 'pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe[0] : undefined
  return isSchema(root) ? root : schema
}
