import { BlockList } from 'node:net'
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

  it('reads the geocoder’s contact and pacing, and holds OpenStreetMap’s Nominatim to its usage policy', () => {
    expect(
      parseEnv({
        GEOCODER_URL: 'https://geo.example.com',
        GEOCODER_CONTACT: 'ops@example.com',
        GEOCODER_INTERVAL_MS: '0',
        GEOCODER_MAX_WAIT_MS: '5000',
      }),
    ).toMatchObject({
      GEOCODER_CONTACT: 'ops@example.com',
      GEOCODER_INTERVAL_MS: 0,
      GEOCODER_MAX_WAIT_MS: 5000,
    })
    expect(parseEnv({ GEOCODER_CONTACT: 'https://shop.example.com/contact' }).GEOCODER_CONTACT).toBe(
      'https://shop.example.com/contact',
    )
    for (const contact of ['ops', 'ops@example', 'a b@example.com', 'ftp://example.com', 'x@y.com)'])
      expect(() => parseEnv({ GEOCODER_CONTACT: contact })).toThrow(
        `Invalid configuration: GEOCODER_CONTACT must be an email address or an http(s) URL (got "${contact}")`,
      )
    expect(() => parseEnv({ GEOCODER_INTERVAL_MS: '60001' })).toThrow(
      'Invalid configuration: GEOCODER_INTERVAL_MS must be between 0 and 60000',
    )
    const osm = { GEOCODER_URL: 'https://nominatim.openstreetmap.org' }
    expect(() => parseEnv(osm)).toThrow(
      'Invalid configuration: GEOCODER_CONTACT must be set to use OpenStreetMap’s Nominatim: its usage policy asks for a contact',
    )
    expect(() =>
      parseEnv({ ...osm, GEOCODER_CONTACT: 'ops@example.com', GEOCODER_INTERVAL_MS: '500' }),
    ).toThrow(
      /^Invalid configuration: GEOCODER_INTERVAL_MS must be at least 1000 for OpenStreetMap’s Nominatim/,
    )
    expect(parseEnv({ ...osm, GEOCODER_CONTACT: 'ops@example.com' }).GEOCODER_URL).toBe(osm.GEOCODER_URL)
    // Unparsable, it is refused like any bad value (and not echoed: a hosted provider's key may be in it).
    expect(() => parseEnv({ GEOCODER_URL: 'https://[geo' })).toThrow(
      /^Invalid configuration: GEOCODER_URL must be an http\(s\) URL$/,
    )
  })

  it('reads TRUST_PROXY as a number of proxies or a list of proxy addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0)
    const proxies = parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::ffff:192.0.2.1' }).TRUST_PROXY
    expect(proxies).toBeInstanceOf(BlockList)
    expect((proxies as BlockList).check('192.0.2.1', 'ipv4')).toBe(true)
    for (const bad of ['true', '100', '10.0.0.0/40', '10.0.0.1, proxy.example.com'])
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(
        `Invalid configuration: TRUST_PROXY must be a number of proxies (0 to 99) or a comma-separated list of proxy addresses and CIDR ranges (got "${bad}")`,
      )
  })

  it('reads the payment sweep settings in their ranges', () => {
    const env = parseEnv({
      PAY_SWEEP_SECONDS: '0',
      PAY_PENDING_MINUTES: '10',
      SANDBOX_PAY_SECRET: 'x'.repeat(32),
    })
    expect(env).toMatchObject({
      PAY_SWEEP_SECONDS: 0,
      PAY_PENDING_MINUTES: 10,
      SANDBOX_PAY_SECRET: 'x'.repeat(32),
    })
    expect(() => parseEnv({ PAY_PENDING_MINUTES: '0' })).toThrow(
      'Invalid configuration: PAY_PENDING_MINUTES must be between 1 and 1440',
    )
  })

  it('takes the test clock’s start offset on the browser tests’ server only', () => {
    expect(parseEnv({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '3600000' }).TEST_CLOCK_OFFSET_MS).toBe(
      3_600_000,
    )
    expect(() => parseEnv({ NODE_ENV: 'development', TEST_CLOCK_OFFSET_MS: '0' })).toThrow(
      'Invalid configuration: TEST_CLOCK_OFFSET_MS is for the browser tests’ server only',
    )
    expect(() => parseEnv({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '86400001' })).toThrow(
      'Invalid configuration: TEST_CLOCK_OFFSET_MS must be between 0 and 86400000',
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
      ['SANDBOX_PAY_SECRET', 'secret'],
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
    const server = await spawnServer({ NODE_ENV: 'production', PORT: '1' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toBe(
      'Invalid configuration: SMS_PROVIDER must be set in production: twilio, or console to read codes at /api/dev/sms from this machine only\n',
    )
  })

  it('makes the server exit 1 with that line', async () => {
    const server = await spawnServer({ PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toBe('Invalid configuration: PORT must be a port number (got "eighty")\n')
    expect(server.stdout()).toBe('')
  })
})
