import * as v from 'valibot'
import { parseTrustProxy } from './http/clientIp'

/** Server configuration. This is the only module that reads process.env. */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** An optional whole number of up to `digits` digits, at least `min` (`why` says why, if not obvious). */
const wholeNumber = (digits: number, min: number, why = '') =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^\\d{1,${digits}}$`), 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}${why}`),
    ),
  )

/** An optional whole number of up to `digits` digits in [min, max]; `unit` follows "whole number". */
const wholeNumberBetween = (digits: number, min: number, max: number, unit = '') =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^\\d{1,${digits}}$`), `must be a whole number${unit}`),
      v.transform(Number),
      v.minValue(min, `must be between ${min} and ${max}`),
      v.maxValue(max, `must be between ${min} and ${max}`),
    ),
  )

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a port number'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 65535'),
      v.maxValue(65_535, 'must be between 1 and 65535'),
    ),
    '8080',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  ),
  SMS_PROVIDER: v.optional(v.picklist(['console', 'twilio'], 'must be console or twilio')),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC and 32 hex digits')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be +<digits> or a messaging service id'),
    ),
  ),
  TWILIO_BASE_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'))),
  UPLOAD_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]+$/, 'must be http(s)://host without a path')),
  ),
  // The proxies in front (server/http/clientIp.ts): how many, or their addresses.
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const trust = parseTrustProxy(dataset.value)
        if (trust !== null) return trust
        addIssue({
          message:
            'must be a number of proxies (0 to 99) or a comma-separated list of proxy addresses and CIDR ranges',
        })
        return NEVER
      }),
    ),
  ),
  // First screens rendered on the server (server/http/serverRender.ts); 0 sends the shell (the bench's "before").
  SERVER_RENDER: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  // Log intake per client IP (server/services/logIntake.ts); below one full batch (100 records,
  // a 1 MB body) a batch could never be taken.
  LOG_RECORDS_PER_IP_10MIN: wholeNumber(9, 100, ' (one full batch)'),
  LOG_KB_PER_IP_10MIN: wholeNumber(9, 1024, ' (one full 1 MB body)'),
  LOG_RETENTION_DAYS: wholeNumberBetween(4, 1, 3650, ' of days'),
  SMS_SENDS_PER_IP_HOUR: wholeNumber(6, 1),
  LOGIN_FAILURES_PER_IP_HOUR: wholeNumber(6, 1),
  // The staff API (/api/staff, `npm run staff`): not mounted without it.
  STAFF_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^[!-~]{24,256}$/, 'must be 24 to 256 printable characters without spaces')),
  ),
  // A Nominatim-compatible geocoder for the address form (server/providers/geocoder.ts): none, none used.
  GEOCODER_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
      v.check((url) => URL.canParse(url), 'must be an http(s) URL'),
    ),
  ),
  // Who runs this installation, in the User-Agent the geocoder sees (Nominatim's usage policy).
  GEOCODER_CONTACT: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(https?:\/\/[\w.~:/?#@!$&'*+,;=%-]+|[\w.+-]+@[\w-]+(\.[\w-]+)+)$/,
        'must be an email address or an http(s) URL',
      ),
    ),
  ),
  // Least time between two requests to the geocoder for all instances together (0: not spaced), and
  // the longest a lookup waits for its turn (server/providers/geocoderPolicy.ts).
  GEOCODER_INTERVAL_MS: wholeNumberBetween(5, 0, 60_000, ' of milliseconds'),
  GEOCODER_MAX_WAIT_MS: wholeNumberBetween(5, 0, 30_000, ' of milliseconds'),
  // Unpaid online orders (server/services/staff/unpaidSweep.ts): how often to sweep (0: never on
  // this instance), and the minutes a brand without its own UNPAID_CANCEL_MINUTES setting gets.
  UNPAID_SWEEP_SECONDS: wholeNumberBetween(5, 0, 86_400, ' of seconds'),
  UNPAID_CANCEL_MINUTES: wholeNumberBetween(5, 1, 10_080, ' of minutes'),
  // Payments (server/services/pay): the sandbox provider's HMAC key (made once per installation
  // when absent, like UPLOAD_SECRET); how often the reconciliation sweep runs (0: never on this
  // instance) and how long a payment may stay pending before it asks the provider.
  SANDBOX_PAY_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  PAY_SWEEP_SECONDS: wholeNumberBetween(5, 0, 86_400, ' of seconds'),
  PAY_PENDING_MINUTES: wholeNumberBetween(4, 1, 1440, ' of minutes'),
  // How far ahead of the real time the test clock starts (NODE_ENV=test only; the browser tests'
  // world runs at a set time of day: tests/e2e/world.ts).
  TEST_CLOCK_OFFSET_MS: wholeNumberBetween(8, 0, 86_400_000, ' of milliseconds'),
})

/**
 * Cross-field rules: OpenStreetMap's own Nominatim gets a contact and at most a request a second (its
 * usage policy); production names its SMS sender (the console sender keeps codes readable on this
 * machine, so it is never the silent default there); twilio needs its three settings.
 */
function checkCombination(env: Env): string | null {
  const geocoderHost = env.GEOCODER_URL ? new URL(env.GEOCODER_URL).hostname : ''
  if (geocoderHost === 'openstreetmap.org' || geocoderHost.endsWith('.openstreetmap.org')) {
    if (!env.GEOCODER_CONTACT)
      return 'GEOCODER_CONTACT must be set to use OpenStreetMap’s Nominatim: its usage policy asks for a contact'
    if (env.GEOCODER_INTERVAL_MS !== undefined && env.GEOCODER_INTERVAL_MS < 1000)
      return 'GEOCODER_INTERVAL_MS must be at least 1000 for OpenStreetMap’s Nominatim: its usage policy allows one request a second'
  }
  if (env.TEST_CLOCK_OFFSET_MS !== undefined && env.NODE_ENV !== 'test')
    return 'TEST_CLOCK_OFFSET_MS is for the browser tests’ server only: set NODE_ENV=test, or leave it out'
  if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER)
    return 'SMS_PROVIDER must be set in production: twilio, or console to read codes at /api/dev/sms from this machine only'
  if (env.SMS_PROVIDER !== 'twilio') return null
  for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
    if (!env[key]) return `${key} must be set when SMS_PROVIDER is twilio`
  }
  return null
}

export type Env = v.InferOutput<typeof EnvSchema>

/** Every variable the server reads (docs/config.md lists each: tests/server/readmeLinks.test.ts). */
export const ENV_KEYS: readonly string[] = Object.keys(EnvSchema.entries)

const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'TWILIO_AUTH_TOKEN',
  'UPLOAD_SECRET',
  'STAFF_TOKEN',
  'SANDBOX_PAY_SECRET',
  // A hosted provider's key may be in its URL.
  'GEOCODER_URL',
])

export class EnvError extends Error {}

/** Validates configuration from a plain record; empty values count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const relevant: Record<string, string> = {}
  for (const key of ENV_KEYS) {
    const value = source[key]?.trim()
    if (value) relevant[key] = value
  }
  const result = v.safeParse(EnvSchema, relevant)
  if (result.success) {
    const problem = checkCombination(result.output)
    if (problem) throw new EnvError(`Invalid configuration: ${problem}`)
    return result.output
  }
  const issue = result.issues[0]
  const key = issue.path?.[0]?.key ?? 'environment'
  // Never echo URLs or secrets: they may hold a password.
  const got = SECRET_KEYS.has(String(key)) ? '' : ` (got "${String(issue.input)}")`
  throw new EnvError(`Invalid configuration: ${String(key)} ${issue.message}${got}`)
}

/** Reads process.env; on bad configuration prints one line and exits with status 1. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
