import type { BlockList } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseClientAddress, parseTrustProxy, type TrustProxy } from '../../server/http/clientIp'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'
import {
  loginBody,
  type MemberTestApp,
  newPhone,
  registerMember,
  sendCode,
  startMemberApp,
} from './memberHelpers'

/** The client address behind proxies (TRUST_PROXY): read from the right, where the proxies write. */

const SEND = '/api/system/public/sms/send'
const LOGIN = '/api/member/public/sms/login'
const VICTIM = '203.0.113.50'
const ATTACKER = '198.51.100.66'

const list = (value: string) => parseTrustProxy(value) as BlockList

describe('the address chosen from X-Forwarded-For and the socket', () => {
  const choose = (header: string | undefined, socket: string, trust: TrustProxy) =>
    chooseClientAddress(header, socket, trust)

  it('without trusted proxies is the socket, whatever the header says', () => {
    expect(choose(VICTIM, '192.0.2.9', 0)).toBe('192.0.2.9')
  })

  it('with N proxies is N places from the right of [entries…, socket]', () => {
    // One proxy appended the attacker's real address to what the attacker sent.
    expect(choose(`${VICTIM}, ${ATTACKER}`, '10.0.0.1', 1)).toBe(ATTACKER)
    expect(choose(ATTACKER, '10.0.0.1', 1)).toBe(ATTACKER)
    expect(choose(`${VICTIM}, ${ATTACKER}, 10.0.0.2`, '10.0.0.1', 2)).toBe(ATTACKER)
    expect(choose(undefined, '10.0.0.1', 1)).toBe('10.0.0.1')
  })

  it('tolerates spaces, empty entries and ports, and takes the leftmost when entries are fewer than hops', () => {
    expect(choose(`  ${VICTIM} ,,  ${ATTACKER}  `, '10.0.0.1', 1)).toBe(ATTACKER)
    expect(choose(', , ,', '10.0.0.1', 1)).toBe('10.0.0.1')
    expect(choose(`${ATTACKER}:51234`, '10.0.0.1', 1)).toBe(ATTACKER)
    expect(choose('[2001:db8::66]:443', '10.0.0.1', 1)).toBe('2001:db8::66')
    expect(choose(ATTACKER, '10.0.0.1', 3)).toBe(ATTACKER)
  })

  it('with a list walks from the socket leftwards past trusted proxies (IPv4, IPv6, CIDR, IPv4-mapped)', () => {
    const proxies = list('10.0.0.0/8, 2001:db8:ffff::/48, 192.0.2.1')
    expect(choose(`${VICTIM}, ${ATTACKER}, 10.1.2.3`, '::ffff:10.0.0.1', proxies)).toBe(ATTACKER)
    expect(choose(`${VICTIM}, 2400:cb00::66, 192.0.2.1`, '2001:db8:ffff::7', proxies)).toBe('2400:cb00::66')
    expect(choose(`${VICTIM}, ${ATTACKER}, 10.0.0.2:8080`, '10.0.0.1', proxies)).toBe(ATTACKER)
    // A peer that is no trusted proxy is the client, whatever it forwards.
    expect(choose(VICTIM, ATTACKER, proxies)).toBe(ATTACKER)
    // Every entry a trusted proxy: the leftmost.
    expect(choose('10.9.9.9, 10.0.0.2', '10.0.0.1', proxies)).toBe('10.9.9.9')
  })

  it('keeps an entry that is no address as written, cut to 64 characters', () => {
    const proxies = list('10.0.0.0/8')
    expect(choose(`${VICTIM}, unknown`, '10.0.0.1', proxies)).toBe('unknown')
    expect(choose(`${VICTIM}, ${'x'.repeat(500)}`, '10.0.0.1', 1)).toBe('x'.repeat(64))
  })
})

describe('TRUST_PROXY values', () => {
  it('are a number of proxies or a list of addresses and ranges', () => {
    expect(parseTrustProxy('0')).toBe(0)
    expect(parseTrustProxy(' 2 ')).toBe(2)
    const proxies = list(' 10.0.0.0/8 ,::1, 2001:db8::/32')
    expect(proxies.check('10.200.0.1', 'ipv4')).toBe(true)
    expect(proxies.check('::1', 'ipv6')).toBe(true)
    expect(proxies.check('2001:db8:5::1', 'ipv6')).toBe(true)
    expect(proxies.check('11.0.0.1', 'ipv4')).toBe(false)
    for (const bad of [
      '-1',
      '100',
      'true',
      '10.0.0.0/33',
      '10.0.0.300',
      '10.0.0.1,',
      '::/129',
      '1.2.3.4/8/1',
      '',
    ])
      expect(parseTrustProxy(bad)).toBeNull()
  })
})

describe.each(BACKENDS)('per-address limits behind one proxy on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend, { smsSendsPerIpHour: 3, loginFailuresPerIpHour: 3 })
  })
  afterAll(() => t.close())

  // The proxy (10.0.0.1) appends the address it was connected from, as nginx's $proxy_add_x_forwarded_for does.
  const through = (sent: string | null, from: string) => ({
    headers: { 'x-forwarded-for': sent ? `${sent}, ${from}` : from },
    remoteAddress: '10.0.0.1',
  })

  it("SMS sends naming the victim's address count under the attacker's, and only there", async () => {
    const send = (sent: string | null, from: string) =>
      call(t.app, SEND, { form: { countryId: 1, phone: newPhone(), type: 1 }, ...through(sent, from) })
    for (let i = 0; i < 3; i++) expect((await send(VICTIM, ATTACKER)).body.success).toBe(true)
    // Another address written on each try changes nothing: the attacker is held to its own limit …
    expect((await send('192.0.2.77', ATTACKER)).body.errCode).toBe('SMS.TOO_FREQUENT')
    // … and the victim is served.
    expect((await send(null, VICTIM)).body).toMatchObject({ success: true, code: 1 })
  })

  it("wrong login codes naming the victim's address lock the attacker's address, not the victim's", async () => {
    const victim = '203.0.113.51'
    const attacker = '198.51.100.67'
    const login = (phone: string, code: string, sent: string | null, from: string) =>
      call(t.app, LOGIN, { form: loginBody(t.brandId, phone, code), ...through(sent, from) })
    for (let i = 0; i < 3; i++)
      expect((await login(newPhone(), '000000', victim, attacker)).body.errCode).toBe('SMS.0001')
    expect((await login(newPhone(), '000000', victim, attacker)).body.errCode).toBe('LOGIN.0020')
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const code = await sendCode(t, phone)
    expect((await login(phone, code, null, victim)).body).toMatchObject({ success: true, code: 1 })
  })
})

describe('per-address limits behind a listed proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!, {
      member: { trustProxy: list('10.0.0.0/8, fd00::/8'), smsSendsPerIpHour: 1 },
    })
  })
  afterAll(() => t.close())

  it('counts the first address left of the trusted proxies', async () => {
    const send = (header: string, remoteAddress: string) =>
      call(t.app, SEND, {
        form: { countryId: 1, phone: newPhone(), type: 1 },
        headers: { 'x-forwarded-for': header },
        remoteAddress,
      })
    expect((await send(`${VICTIM}, ${ATTACKER}, 10.2.0.1`, '::ffff:10.0.0.1')).body.success).toBe(true)
    expect((await send(`${VICTIM}, ${ATTACKER}`, 'fd00::1')).body.errCode).toBe('SMS.TOO_FREQUENT')
    expect((await send(VICTIM, '10.0.0.1')).body.success).toBe(true)
  })
})
