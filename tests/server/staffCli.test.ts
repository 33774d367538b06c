import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeArg } from '../../src/domain/args'
import { formatDate } from '../../src/domain/time'
import { serverCommand } from './builtServer'
import { BACKENDS, call } from './harness'
import { as } from './memberHelpers'
import { tableCodes } from './menuHelpers'
import { freePort, spawnServer, waitForOutput } from './process'
import {
  listen,
  makeOnline,
  placeDelivery,
  placePickup,
  registerMember,
  STAFF_TOKEN,
  type StaffTestApp,
  startStaffApp,
} from './staffHelpers'

/** `npm run staff -- <command>` (scripts/staff.ts; its bundle when fresh: ./builtServer.ts) run as its own process against a listening server. */

const run = promisify(execFile)

/** Runs the CLI; answers its exit code and output (never throws on a non-zero exit). */
async function staffCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...(await serverCommand('staff')), ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe.each(BACKENDS)('staff command on $name', (backend) => {
  let t: StaffTestApp
  let server: Awaited<ReturnType<typeof listen>>
  let env: Record<string, string>
  beforeAll(async () => {
    t = await startStaffApp(backend)
    server = await listen(t)
    env = { STAFF_URL: server.base, STAFF_TOKEN }
  })
  afterAll(async () => {
    await server.stop()
    await t.close()
  })

  it('lists, confirms, moves, tracks, cancels and refunds orders', async () => {
    const diner = await registerMember(t)
    const pickup = await placePickup(t, diner)
    const delivery = await placeDelivery(t, diner)
    const listed = await staffCli(['list'], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(
      new RegExp(
        `#${pickup.orderId}  \\d{12}  status 0 submitted  pick-up [A-Z]\\d{3}  \\$ \\d+(\\.\\d\\d)?  pay later`,
      ),
    )
    expect(listed.stdout).toContain(`#${delivery}`)
    // The time as the diner's order shows it: at UTC+8, not the API's UTC.
    const placedAt = (
      await as(t, diner.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId: pickup.orderId } })
    ).body.data.createdAt as string
    expect(listed.stdout).toContain(`pay later  ${formatDate(placedAt, 8)}`)

    expect((await staffCli(['confirm', String(pickup.orderId)], env)).stdout).toContain('status 8 confirmed')
    expect((await staffCli(['status', String(pickup.orderId), 'production'], env)).stdout).toContain(
      'status 2',
    )
    expect((await staffCli(['status', String(pickup.orderId), '3'], env)).stdout).toContain('status 3')
    expect((await staffCli(['status', String(pickup.orderId), 'taken'], env)).stdout).toContain('status 4')
    expect((await staffCli(['status', String(pickup.orderId), 'completed'], env)).stdout).toContain(
      'status 5 completed',
    )
    const diner$ = async (orderId: number) =>
      (await as(t, diner.token, '/api/order/getOrderDetailsByOrderId', { json: { orderId } })).body.data
    expect((await diner$(pickup.orderId)).status).toBe(5)

    await staffCli(['confirm', String(delivery)], env)
    expect((await staffCli(['track', String(delivery), 'created'], env)).stdout).toContain('tracking created')
    expect((await staffCli(['track', String(delivery), 'assigned'], env)).stdout).toContain(
      'tracking assigned',
    )
    const shown = await staffCli(['show', String(delivery)], env)
    expect(shown.stdout.split('\n').filter((line) => /^ {2}\d{4}-/.test(line))).toHaveLength(2)
    const json = await staffCli(['show', String(delivery), '--json'], env)
    const detail = JSON.parse(json.stdout)
    expect(detail).toMatchObject({ id: delivery, trackingState: 2 })
    expect(shown.stdout).toContain(`  ${formatDate(detail.tracking[0].at, 1)}  created`)

    const paid = await placePickup(t, diner)
    await makeOnline(t.db, paid.orderId, true)
    expect((await staffCli(['cancel', String(paid.orderId)], env)).stdout).toContain('refund refunding (7)')
    expect((await staffCli(['refund', String(paid.orderId), 'completed'], env)).stdout).toContain(
      'refund completed (5)',
    )
    expect((await diner$(paid.orderId)).refundProgress).toBe(5)
  })

  it('reads and sets the caps on what one member may order', async () => {
    const brand = ['--brand', String(t.brandId)]
    const shown = await staffCli(['limits', ...brand], env)
    expect(shown).toMatchObject({ code: 0, stderr: '' })
    expect(shown.stdout.split('\n')).toEqual([
      `Brand ${t.brandId}, every restaurant without caps of its own:`,
      '  orders per member     30 in 10 minutes',
      '  open orders at once   25',
      '  units on one line     99',
      "  an order's price      at most 10000.00",
      '',
    ])
    const here = ['--restaurant', String(t.centralId), ...brand]
    const set = await staffCli(['limits', 'set', 'units=5', 'max-total=off', 'rate=3', ...here], env)
    try {
      expect(set.code).toBe(0)
      expect(set.stdout).toContain(`Brand ${t.brandId}, restaurant ${t.centralId}:`)
      expect(set.stdout).toContain('orders per member     3 in 10 minutes')
      expect(set.stdout).toContain('units on one line     5')
      expect(set.stdout).toContain("an order's price      no cap")
      // The brand's own rows are as they were.
      expect((await staffCli(['limits', ...brand], env)).stdout).toBe(shown.stdout)
      const json = JSON.parse((await staffCli(['limits', '--json', ...here], env)).stdout)
      expect(json.limits).toMatchObject({ lineUnits: 5, maxTotal: null, rate: { limit: 3 } })
    } finally {
      await staffCli(['limits', 'set', 'units=99', 'max-total=10000.00', 'rate=30', ...here], env)
    }
    expect((await staffCli(['limits'], env)).stderr).toContain('limits needs --brand <id>')
    expect((await staffCli(['limits', 'set', ...brand], env)).stderr).toContain('at least one <cap>=<value>')
    expect((await staffCli(['limits', 'set', 'speed=3', ...brand], env)).stderr).toContain(
      '"speed=3" is not <cap>=<value>',
    )
    const refused = await staffCli(['limits', 'set', 'units=-1', ...brand], env)
    expect(refused).toMatchObject({ code: 1 })
    expect(refused.stderr).toContain('VALIDATION')
  })

  it('sets a restaurant’s opening hours and says what they make of now', async () => {
    const here = ['--brand', String(t.brandId), '--restaurant', String(t.centralId)]
    try {
      // The clock reads 12:00 in Hong Kong.
      const evening = await staffCli(['hours', '18:00-02:00', ...here], env)
      expect(evening).toMatchObject({ code: 0, stderr: '' })
      expect(evening.stdout).toBe(
        `Restaurant ${t.centralId}: hours 18:00-02:00; now closed, opens 2026-03-02 18:00\n`,
      )
      expect((await staffCli(['hours', 'none', ...here], env)).stdout).toContain('hours none; now open')
    } finally {
      await staffCli(['hours', '07:00-22:00', ...here], env)
    }
    const usage = await staffCli(['hours', '07:00-22:00', '--brand', String(t.brandId)], env)
    expect(usage).toMatchObject({ code: 2 })
    expect(usage.stderr).toContain('hours needs --brand <id> and --restaurant <id>')
    const refused = await staffCli(['hours', 'late', ...here], env)
    expect(refused).toMatchObject({ code: 1 })
    expect(refused.stderr).toContain('VALIDATION')
    expect(refused.stderr).toContain('businessHours')
  })

  it('lists the tables with the links their codes open, takes a bill at the counter, closes a session', async () => {
    const here = ['--brand', String(t.brandId), '--restaurant', String(t.centralId)]
    const [a1] = await tableCodes(t.db, t.centralId)
    const listed = await staffCli(['tables', ...here], env)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    const lines = listed.stdout.split('\n')
    expect(lines[0]).toBe(`A1 (4 seats)  code ${a1}`)
    expect(lines[1]).toBe(`  ${env.STAFF_URL}/shop/scanCode/${encodeArg([a1!])}`)
    expect(lines[2]).toBe('  no open session')
    // The guests counted at A1 open its session; the staff close it.
    await call(t.app, '/api/order/qrcode/addScanPerson', { json: { qrCode: a1, persons: 3 } })
    const opened = await staffCli(['tables', ...here], env)
    expect(opened.stdout, opened.stdout + opened.stderr).toContain(
      'open since 2026-03-02 12:00: 3 guests, 0 rounds, $ 0 (paid $ 0, due $ 0)',
    )
    // Nothing sent, nothing due: the counter payment says it is paid (SPEC §8 pay.0002).
    const nothingDue = await staffCli(['tables', 'paid', a1!, ...here], env)
    expect(nothingDue).toMatchObject({ code: 1 })
    expect(nothingDue.stderr).toContain('pay.0002')
    const closed = await staffCli(['tables', 'close', a1!, ...here], env)
    expect(closed.stdout).toMatch(
      new RegExp(`^Table ${a1}: session \\d+ closed; the next scan starts a new one.\n$`),
    )
    expect((await staffCli(['tables', 'close', a1!, ...here], env)).stdout).toBe(
      `Table ${a1} had no open session.\n`,
    )
    const usage = await staffCli(['tables', 'open', ...here], env)
    expect(usage).toMatchObject({ code: 2 })
    expect(usage.stderr).toContain('tables takes nothing, "paid <code>" or "close <code>"')
  })

  it('lists the counter codes with their links, and replaces one', async () => {
    const here = ['--brand', String(t.brandId), '--restaurant', String(t.centralId)]
    const listed = await staffCli(['counter-codes', ...here], env)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    const takeOut = listed.stdout.match(/^take-out \(menu 7\) {2}code (to-[0-9a-f]{32})$/m)?.[1]
    expect(takeOut, listed.stdout).toBeDefined()
    expect(listed.stdout).toContain(`  ${env.STAFF_URL}/shop/scanCode/${encodeArg([takeOut!])}`)
    expect(listed.stdout).toMatch(
      /^self-service \(menu 7\) {2}code ss-[0-9a-f]{32}\n {2}.*\/shop\/autoCode\//m,
    )
    const rotated = await staffCli(['counter-codes', 'rotate', takeOut!, ...here], env)
    expect(rotated.stdout).toMatch(
      new RegExp(`^Replaced ${takeOut}; print the new code:\ntake-out \\(menu 7\\) {2}code to-`),
    )
    expect((await staffCli(['counter-codes', ...here], env)).stdout).not.toContain(takeOut!)
    const usage = await staffCli(['counter-codes', 'print', ...here], env)
    expect(usage).toMatchObject({ code: 2 })
  })

  it('lists the open group orders and cancels one', async () => {
    const here = ['--brand', String(t.brandId), '--restaurant', String(t.centralId)]
    const host = await registerMember(t)
    const started = await as(t, host.token, '/api/order/invite/start', {
      json: { brandId: t.brandId, restaurantId: t.centralId, orderType: 7, menuType: 7 },
    })
    const { code } = started.body.data as { code: string }
    const listed = await staffCli(['invites', ...here], env)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toContain(`${code}  open pick-up, host member ${host.memberId}\n`)
    expect(listed.stdout).toContain('  0 people, 0 lines; started 2026-03-02 12:00, expires 2026-03-03 05:00')
    const cancelled = await staffCli(['invites', 'cancel', code, ...here], env)
    expect(cancelled.stdout).toBe(`Group order ${code} cancelled; its link no longer works.\n`)
    expect((await staffCli(['invites', 'cancel', code, ...here], env)).stdout).toBe(
      `Group order ${code} was already cancelled.\n`,
    )
    expect((await staffCli(['invites', ...here], env)).stdout).not.toContain(code)
    const usage = await staffCli(['invites', 'open', ...here], env)
    expect(usage).toMatchObject({ code: 2 })
    expect(usage.stderr).toContain('invites takes nothing, or "cancel <code>"')
  })

  it('sets the points rate, saves an exchange item and adjusts a member’s points', async () => {
    const brand = ['--brand', String(t.brandId)]
    const diner = await registerMember(t)
    const rate = await staffCli(['points', 'rate', '2', ...brand], env)
    expect(rate).toMatchObject({ code: 0, stderr: '' })
    expect(rate.stdout.split('\n')[0]).toBe(`Brand ${t.brandId}: 2.00 points per dollar paid`)
    await staffCli(['points', 'rate', '1', ...brand], env)
    const item = await staffCli(
      ['points', 'item', 'cli-gift', 'gift', '40', '9', '杯', 'A cup', '杯', ...brand],
      env,
    )
    expect(item.stdout).toMatch(/^Saved #\d+ {2}A cup {2}gift {2}40 points {2}9 left\n$/)
    const listed = await staffCli(['points', ...brand], env)
    expect(listed.stdout).toContain('A cup  gift  40 points  9 left')
    expect(listed.stdout).toMatch(/\$10 coupon {2}coupon \(template \d+\) {2}100 points/)
    const added = await staffCli(
      ['points', 'add', String(diner.memberId), '25', 'birthday', 'bonus', ...brand],
      env,
    )
    expect(added.stdout).toBe(`Member ${diner.memberId}: +25 points, balance 25\n`)
    const history = await as(t, diner.token, '/api/member/member/pointDetails', {
      json: { brandId: t.brandId },
    })
    expect(history.body.data.list[0]).toMatchObject({
      amount: 25,
      reason: 'adjustment',
      note: 'birthday bonus',
    })
    const over = await staffCli(['points', 'remove', String(diner.memberId), '26', 'oops', ...brand], env)
    expect(over).toMatchObject({ code: 1 })
    expect(over.stderr).toContain('POINTS.INSUFFICIENT')
    const usage = await staffCli(['points', 'item', 'x', 'toy', '1', '1', 'a', 'b', 'c', ...brand], env)
    expect(usage).toMatchObject({ code: 2 })
    expect((await staffCli(['points'], env)).stderr).toContain('points needs --brand <id>')
  })

  it('lists the stamp cards and creates one', async () => {
    const brand = ['--brand', String(t.brandId)]
    const listed = await staffCli(['stamps', ...brand], env)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toMatch(
      /^#\d+ cafe Kong Kee stamp card: 8 stamps \(order types 1, 7, from \$ 40\) → \$30 off \(stamp card reward\); \d+ members collecting, \d+ rewards issued\n$/,
    )
    const created = await staffCli(
      ['stamps', 'create', 'CLI', '5', 'stamps30', 'name=咖啡', 'name1=Coffee card', 'name2=咖啡', ...brand],
      env,
    )
    expect(created.stdout).toMatch(/^Created #\d+ cli Coffee card: 5 stamps \(any order type\) → \$30 off/)
    const again = await staffCli(
      ['stamps', 'create', 'cli', '5', 'STAMPS30', 'name=a', 'name1=a', 'name2=a', ...brand],
      env,
    )
    expect(again).toMatchObject({ code: 1 })
    expect(again.stderr).toContain('STAMP.CODE_TAKEN')
    expect((await staffCli(['stamps', 'create', 'x', ...brand], env)).code).toBe(2)
    expect((await staffCli(['stamps'], env)).stderr).toContain('stamps needs --brand <id>')
  })

  it('lists the packages of vouchers and saves one', async () => {
    const brand = ['--brand', String(t.brandId)]
    const listed = await staffCli(['packages', ...brand], env)
    expect(listed.stdout).toMatch(
      /^#\d+ milk-tea-10 10 Hong Kong Milk Teas: 10× Hong Kong Milk Tea \(demo-milk-tea\), \$160\.00, vouchers last 180 days\n$/,
    )
    const saved = await staffCli(
      [
        'packages',
        'save',
        'tarts',
        'name=蛋撻',
        'name1=Tarts',
        'name2=蛋挞',
        'price=45',
        'voucherCount=6',
        'foodCode=demo-egg-tart',
        ...brand,
      ],
      env,
    )
    expect(saved.stdout).toMatch(
      /^Saved #\d+ tarts Tarts: 6× Egg Tart \(demo-egg-tart\), \$45\.00, vouchers last 365 days/,
    )
    const unknown = await staffCli(
      [
        'packages',
        'save',
        'x',
        'name=a',
        'name1=a',
        'name2=a',
        'price=5',
        'voucherCount=2',
        'foodCode=nope',
        ...brand,
      ],
      env,
    )
    expect(unknown).toMatchObject({ code: 1 })
    expect(unknown.stderr).toContain('PACKAGE.FOOD_NOT_FOUND')
  })

  it('shows the queue, closes and opens it, calls and seats a number', async () => {
    const restaurant = ['--restaurant', String(t.centralId)]
    const shown = await staffCli(['queue', ...restaurant], env)
    expect(shown.stdout.split('\n')[0]).toBe('Queue open (All day)')
    const tableType = /table type #(\d+) A /.exec(shown.stdout)![1]!
    expect((await staffCli(['queue', 'close', ...restaurant], env)).stdout).toMatch(/^Queue closed/)
    expect((await staffCli(['queue', 'open', 'graceMinutes=12', ...restaurant], env)).stdout).toMatch(
      /^Queue open/,
    )
    const taken = await call(t.app, '/api/queue/public/getNumber/autoGetNumber', {
      json: { restaurantId: t.centralId, persons: 2, countryId: 1, phone: '61234567' },
    })
    const called = await staffCli(['queue', 'call', tableType, ...restaurant], env)
    expect(called.stdout).toBe(
      `Calling #${taken.body.data.id} ${taken.body.data.label} (2 guests): calling\n`,
    )
    const seated = await staffCli(['queue', 'seat', String(taken.body.data.id)], env)
    expect(seated.stdout).toContain(': seated')
    expect((await staffCli(['queue', 'fly', '1'], env)).code).toBe(2)
  })

  it('explains refused moves, bad usage, a wrong token and an unreachable server', async () => {
    const diner = await registerMember(t)
    const { orderId } = await placePickup(t, diner)
    const illegal = await staffCli(['status', String(orderId), 'served'], env)
    expect(illegal).toMatchObject({ code: 1, stdout: '' })
    expect(illegal.stderr).toContain('ORDER.ILLEGAL_TRANSITION')
    expect(illegal.stderr).toContain('notConfirmed')
    const usage = await staffCli(['track', String(orderId)], env)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('track takes 2 arguments')
    expect(usage.stderr).toContain('Usage: npm run staff -- <command>')
    expect((await staffCli(['status', 'abc', '2'], env)).stderr).toContain(
      'orderId must be a positive whole number',
    )
    expect((await staffCli(['fly'], env)).stderr).toContain('unknown command "fly"')
    const help = await staffCli([], env)
    expect(help).toMatchObject({ code: 0 })
    expect(help.stdout).toContain('refund <orderId> <progress>')
    const wrong = await staffCli(['list', '--token', 'not-the-token'], env)
    expect(wrong).toMatchObject({ code: 1 })
    expect(wrong.stderr).toContain('staff token was refused (401)')
    const none = await staffCli(['list'], { STAFF_URL: server.base })
    expect(none.stderr).toContain('No staff token')
    const away = await staffCli(['list', '--url', `http://127.0.0.1:${await freePort()}`], env)
    expect(away.code).toBe(1)
    expect(away.stderr).toContain('Cannot reach')
  })
})

describe('staff command against the server process', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-staff-cli-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('works when the server has STAFF_TOKEN and says the API is off when it has not', async () => {
    for (const token of [STAFF_TOKEN, '']) {
      const port = await freePort()
      const server = await spawnServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'dist'),
        STAFF_TOKEN: token,
      })
      await waitForOutput(server, /Shop is running/)
      const result = await staffCli(['list'], { STAFF_URL: `http://127.0.0.1:${port}`, STAFF_TOKEN })
      if (token) expect(result).toMatchObject({ code: 0, stdout: 'No open orders.\n' })
      else expect(result.stderr).toContain('The staff API is off')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  })
})
