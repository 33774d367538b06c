import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../server/env'
import { spawnServer } from './process'

describe('server configuration', () => {
  it('has defaults for everything', () => {
    expect(parseEnv({})).toEqual({
      PORT: 8080,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      STATIC_DIR: './dist',
    })
  })

  it('reads the values it knows and treats empty ones as unset', () => {
    const env = parseEnv({
      PORT: '3000',
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      STATIC_DIR: '',
      UNRELATED: 'x',
    })
    expect(env).toEqual({
      PORT: 3000,
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      STATIC_DIR: './dist',
    })
  })

  it('reads the per-IP SMS limit as a whole number of at least 1', () => {
    expect(parseEnv({ SMS_SENDS_PER_IP_HOUR: '500' }).SMS_SENDS_PER_IP_HOUR).toBe(500)
    expect(() => parseEnv({ SMS_SENDS_PER_IP_HOUR: '0' })).toThrow(
      'Invalid configuration: SMS_SENDS_PER_IP_HOUR must be at least 1',
    )
    expect(() => parseEnv({ SMS_SENDS_PER_IP_HOUR: 'lots' })).toThrow(
      'Invalid configuration: SMS_SENDS_PER_IP_HOUR must be a whole number',
    )
  })

  it('explains a bad value in one line, without echoing a database URL', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(
      'Invalid configuration: PORT must be between 1 and 65535',
    )
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid configuration: LOG_LEVEL must be one of/)
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(EnvError)
    for (const [key, value] of [
      ['REDIS_URL', 'http://user:secret@host'],
      ['UPLOAD_SECRET', 'secret'],
    ]) {
      const message = (() => {
        try {
          parseEnv({ [key!]: value })
          return ''
        } catch (error) {
          return (error as Error).message
        }
      })()
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${key}`))
      expect(message).not.toContain('secret"')
    }
    try {
      parseEnv({ DATABASE_URL: 'mysql://user:secret@host/db' })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
      )
    }
  })

  it('refuses to start in production without a named SMS sender', async () => {
    const server = spawnServer({ NODE_ENV: 'production', PORT: '1' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toBe(
      'Invalid configuration: SMS_PROVIDER must be set in production: twilio, or console to read codes at /api/dev/sms from this machine only\n',
    )
  })

  it('makes the server exit 1 with that line', async () => {
    const server = spawnServer({ PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toBe('Invalid configuration: PORT must be a port number (got "eighty")\n')
    expect(server.stdout()).toBe('')
  })
})
