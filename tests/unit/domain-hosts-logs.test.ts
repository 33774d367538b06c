import { describe, expect, it } from 'vitest'
import { activitiesAppLink, embedAppLink, isLocalOrPrivateHost } from '../../src/domain/hosts'
import { deviceTypeOf, mayReportError } from '../../src/domain/logs'
import { tokenHint } from '../../src/domain/redact'

describe('local or private hosts', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '[::1]',
    'shop.local',
  ])('%s is private', (host) => {
    expect(isLocalOrPrivateHost(host)).toBe(true)
  })
  it.each(['example.com', '8.8.8.8', '172.32.0.1', '192.169.0.1', '10.example.com', 'fcb.com', '1.2.3'])(
    '%s is public',
    (host) => {
      expect(isLocalOrPrivateHost(host)).toBe(false)
    },
  )
  it('builds other-app links only on private hosts', () => {
    const local = { protocol: 'http:', hostname: '192.168.0.5' }
    expect(embedAppLink(local, 12)).toBe('http://192.168.0.5:8660/embed/12')
    expect(activitiesAppLink(local, 'a', 'b')).toBe('http://192.168.0.5:9601/activities/a/b')
    expect(embedAppLink({ protocol: 'https:', hostname: 'shop.example.com' }, 12)).toBeNull()
    expect(activitiesAppLink({ protocol: 'https:', hostname: 'shop.example.com' }, 1, 2)).toBeNull()
  })
})

describe('error reports', () => {
  it('go out at most once every 5 s', () => {
    expect(mayReportError(null, 1000)).toBe(true)
    expect(mayReportError(1000, 5999)).toBe(false)
    expect(mayReportError(1000, 6000)).toBe(true)
  })
  it('call iOS devices type 2', () => {
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(2)
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(1)
  })
})

describe('token hints in error reports', () => {
  it('keep six characters of a real token and nothing of a short one', () => {
    expect(tokenHint('0123456789abcdef0123456789abcdef')).toBe('012345…')
    expect(tokenHint('short-token')).toBe('…')
    expect(tokenHint(null)).toBeNull()
  })
})
