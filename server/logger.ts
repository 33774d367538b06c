import pino, { type Logger } from 'pino'
import type { Env } from './env'

/** Structured JSON logs; human-readable lines in development on a terminal (pino-pretty). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY
  return pino({
    level: env.LOG_LEVEL,
    base: undefined,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  })
}
