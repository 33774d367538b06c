import * as v from 'valibot'

/** Server configuration. This is the only module that reads process.env. */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

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
})

export type Env = v.InferOutput<typeof EnvSchema>
export type LogLevel = Env['LOG_LEVEL']

export class EnvError extends Error {}

/** Validates configuration from a plain record; empty values count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const relevant: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key]?.trim()
    if (value) relevant[key] = value
  }
  const result = v.safeParse(EnvSchema, relevant)
  if (result.success) return result.output
  const issue = result.issues[0]
  const key = issue.path?.[0]?.key ?? 'environment'
  // Never echo DATABASE_URL: it may hold a password.
  const got = key === 'DATABASE_URL' ? '' : ` (got "${String(issue.input)}")`
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
