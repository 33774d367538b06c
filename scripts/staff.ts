/**
 * `npm run staff -- <command>`: the merchant's side of orders from a terminal, through the staff API
 * (docs/api.md "Staff API") of a running server. Base URL and token from --url / --token, else
 * STAFF_URL (default http://localhost:$PORT, PORT 8080) and STAFF_TOKEN. Exit status: 0 done,
 * 1 refused or unreachable, 2 bad usage.
 */

import { type ParseArgsConfig, parseArgs } from 'node:util'
import { formatPrice } from '../src/domain/money'
import { formatDate } from '../src/domain/time'
import { counterCodesCommand } from './staffCounterCodes'
import { couponsCommand } from './staffCoupons'
import { invitesCommand } from './staffInvites'
import { levelsCommand } from './staffLevels'
import { packagesCommand } from './staffPackages'
import { pointsCommand } from './staffPoints'
import { queueCommand } from './staffQueue'
import { stampsCommand } from './staffStamps'
import { tablesCommand } from './staffTables'

const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  list [--brand <id>] [--restaurant <id>] [--all]   open orders, newest first (--all: also closed)
  show <orderId>                                     one order with its tracking
  confirm <orderId>                                  confirm (status 8)
  status <orderId> <status>                          move on: production (2), ready (3, pick-up:
                                                     waiting for meal; others: out for delivery),
                                                     served or taken (4), completed (5)
  track <orderId> <state>                            delivery tracking: created, assigned, pickup,
                                                     in-progress, nearby, delivered, reassigned (or 1-7)
  cancel <orderId>                                   cancel as the merchant (refund starts if paid online;
                                                     a completed order: its refund, points and
                                                     stamps taken back)
  refund <orderId> <progress>                        refund progress: refunding (7) or completed (5)
  limits --brand <id> [--restaurant <id>]            what one member may order there
  limits set <cap>=<value>… --brand <id> [--restaurant <id>]
                                                     sets caps (a restaurant's override the brand's):
                                                     rate (orders per window), minutes (the window),
                                                     open (orders open at once), units (on one line),
                                                     max-total (an order's price); 0 or off: no cap
  hours <HH:mm-HH:mm|none> --brand <id> --restaurant <id>
                                                     a restaurant's opening hours at UTC+8 (a closing
                                                     time at or before the opening is after midnight)
  tables --brand <id> --restaurant <id>              the tables, the links their codes open, open sessions
  tables paid <code> --brand <id> --restaurant <id>  the table paid its bill at the counter (what is due)
  tables close <code> --brand <id> --restaurant <id> closes the table's session once it has paid
  counter-codes --brand <id> --restaurant <id>       take-out and self-service codes, the links they open
  counter-codes rotate <code> --brand <id> --restaurant <id>
                                                     replaces a code (the printed one stops working)
  invites --brand <id> --restaurant <id>             group orders still open: code, host, people, total
  invites cancel <code> --brand <id> --restaurant <id>
                                                     cancels a group order (its link stops working)
  coupons --brand <id>                               coupon templates with copies issued and left,
                                                     and the coupon centre's groups
  coupons create <collect|promo> <code> key=value… --brand <id>
                                                     a new template: name, name1, name2 (zh-hk, en,
                                                     zh-cn), couponType (2 cash-off, 1 percentage),
                                                     amount, discount, spend, billMinAmount,
                                                     accumulate, exclusive, validDays,
                                                     perMemberLimit, totalQuantity (0 unlimited),
                                                     groupId, startsAt, endsAt (ISO 8601)
  coupons group <code> name=… name1=… name2=… [sort=…] --brand <id>
                                                     a new group of the coupon centre
  points --brand <id>                                the brand's points rate and exchange items
  points rate <points per dollar> --brand <id>       sets the points an order earns per dollar paid
  points item <code> <gift|coupon:COUPONCODE> <cost> <stock> <zh-hk name> <en name> <zh-cn name> --brand <id>
                                                     creates (or, by code, updates) an exchange item
  points add|remove <memberId> <points> <reason…> --brand <id>
                                                     adds or removes a member's points, saying why
  levels --brand <id>                                the brand's membership levels
  levels save <code> level=… name=… name1=… name2=… [price=… validDays=… memberDiscount=…
              pointsRate=… canQueue=0|1 queuePriority=0|1 freeDelivery=0|1 coupons=CODE:copies,…] --brand <id>
                                                     creates (or, by code, updates) a level
  packages --brand <id>                              the brand's packages of vouchers
  packages save <code> name=… name1=… name2=… price=… voucherCount=… foodCode=<posFid>
              [validDays=… forSale=0|1 sort=… description=… description1=… description2=…] --brand <id>
                                                     creates (or, by code, updates) a package
  queue --restaurant <id>                            the queue: open or not, waiting per table type, tickets
  queue open|close [graceMinutes=… minutesPerParty=… maxWaiting=…] --restaurant <id>
  queue call <tableTypeId> --restaurant <id>         calls the next number of that table type
  queue recall|seat|pass|cancel <ticketId>           calls a number again, seats, marks passed, cancels
  stamps --brand <id>                                the brand's stamp cards: rules, reward, progress
  stamps create <code> <stamps> <COUPONCODE> name=… name1=… name2=… [orderTypes=7,1] [minSpend=40] --brand <id>
                                                     a new stamp card (order types: none for any); a
                                                     full card gives the member that coupon

Options:
  --url <base>      server base URL (STAFF_URL; default http://localhost:$PORT, PORT 8080)
  --token <token>   staff token (STAFF_TOKEN)
  --brand <id>      only orders of this brand (any command); the brand of limits
  --restaurant <id> only orders of this restaurant (list); the restaurant of limits
  --json            print the API's data as JSON (times in UTC, as the API gives them)
  -h, --help        this text

Times are printed at UTC+8, as the diner sees them.`

const STATUS_NAMES: Record<string, number> = {
  confirmed: 8,
  confirm: 8,
  production: 2,
  'in-production': 2,
  ready: 3,
  delivering: 3,
  'out-for-delivery': 3,
  served: 4,
  taken: 4,
  completed: 5,
  done: 5,
}
const TRACK_NAMES: Record<string, number> = {
  created: 1,
  assigned: 2,
  pickup: 3,
  'at-pickup': 3,
  'in-progress': 4,
  nearby: 5,
  'near-destination': 5,
  delivered: 6,
  reassigned: 7,
}
/** The caps of `limits set`, as the staff API names them. */
const CAP_FIELDS: Record<string, string> = {
  rate: 'rateLimit',
  minutes: 'rateMinutes',
  open: 'openLimit',
  units: 'lineUnits',
  'max-total': 'maxTotal',
}
const REFUND_NAMES: Record<string, number> = { refunding: 7, processing: 7, completed: 5, done: 5 }

const STATUS_TEXT: Record<number, string> = {
  0: 'submitted',
  1: 'waiting for confirmation',
  2: 'in production',
  3: 'ready / out for delivery',
  4: 'served / taken',
  5: 'completed',
  6: 'cancelled',
  7: 'cancelled',
  8: 'confirmed',
}
const TRACK_TEXT = [
  '',
  'created',
  'assigned',
  'at pickup',
  'in progress',
  'near destination',
  'delivered',
  'reassigned',
]

class UsageError extends Error {}

type Options = {
  url: string
  token: string
  brand?: number
  restaurant?: number
  all: boolean
  json: boolean
}
type Order = {
  id: number
  orderNo: string
  /** A pick-up order's collection number, "A023"; null otherwise. */
  collectionNo: string | null
  brandId: number
  orderType: number
  status: number
  orderPayType: number
  cancelType: number | null
  refundProgress: number | null
  priceResult: { price: string }
  createdAt: string
  tracking: { state: number; at: string }[]
}
type Envelope = { success: boolean; data?: unknown; errCode?: string; errMsg?: string }

/** A positive whole number argument (an id). */
function idArg(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,10}$/.test(value) || Number(value) < 1)
    throw new UsageError(
      `${name} must be a positive whole number${value === undefined ? '' : `, got "${value}"`}`,
    )
  return Number(value)
}

/** A code given as digits or by one of its names. */
function codeArg(value: string | undefined, names: Record<string, number>, name: string): number {
  if (value !== undefined && /^\d{1,3}$/.test(value)) return Number(value)
  const code = value === undefined ? undefined : names[value.toLowerCase()]
  if (code === undefined)
    throw new UsageError(`${name} must be a number or one of: ${Object.keys(names).join(', ')}`)
  return code
}

/** The options parseArgs reads; anything else is a word of the command. */
const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  brand: { type: 'string' },
  restaurant: { type: 'string' },
  all: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options']

/** Splits the arguments into the command's words and the options. */
function readArgs(argv: string[], env: NodeJS.ProcessEnv): { words: string[]; options: Options } {
  // Not strict: strict mode throws in Node's words; the checks below keep the CLI's own messages.
  const { values, positionals, tokens } = parseArgs({
    args: argv,
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  })
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    const type = Object.hasOwn(OPTIONS, token.name) ? OPTIONS[token.name as keyof typeof OPTIONS].type : null
    if (type === 'string' && token.value === undefined) throw new UsageError(`${token.rawName} needs a value`)
    if (type === null || (type === 'boolean' && token.value !== undefined))
      throw new UsageError(`unknown option ${argv[token.index]}`)
  }
  const text = (name: 'url' | 'token' | 'brand' | 'restaurant') => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }
  const url = (text('url') ?? env.STAFF_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '')
  if (!/^https?:\/\/\S+$/.test(url)) throw new UsageError(`--url must be an http(s) URL, got "${url}"`)
  const brand = text('brand')
  const restaurant = text('restaurant')
  return {
    words: values.help === true ? ['help', ...positionals] : positionals,
    options: {
      url,
      token: text('token') ?? env.STAFF_TOKEN ?? '',
      all: values.all === true,
      json: values.json === true,
      brand: brand === undefined ? undefined : idArg(brand, '--brand'),
      restaurant: restaurant === undefined ? undefined : idArg(restaurant, '--restaurant'),
    },
  }
}

/** Calls the staff API; answers the envelope's data or throws with the server's message. */
async function callApi(options: Options, path: string, body?: Record<string, unknown>): Promise<unknown> {
  if (!options.token)
    throw new Error('No staff token: set STAFF_TOKEN or pass --token (the server needs STAFF_TOKEN too).')
  let response: Response
  try {
    response = await fetch(`${options.url}/api/staff/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${options.token}`,
        accept: 'application/json',
        'x-locale': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    // fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED, a DNS failure, the timeout).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new Error(`Cannot reach ${options.url}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  let envelope: Envelope
  try {
    envelope = (await response.json()) as Envelope
  } catch {
    throw new Error(
      `${options.url} answered HTTP ${response.status} without the API's JSON: is it the shop server?`,
    )
  }
  if (response.status === 404 && envelope.errCode === 'NOT_FOUND')
    throw new Error(`The staff API is off on ${options.url}: start the server with STAFF_TOKEN set.`)
  if (response.status === 401)
    throw new Error('The staff token was refused (401): check STAFF_TOKEN / --token.')
  if (!envelope.success)
    throw new Error(`${envelope.errCode ?? `HTTP ${response.status}`}: ${envelope.errMsg ?? ''}`.trim())
  return envelope.data
}

/** One line per order: id, number, status, type, price, refund and the latest tracking state. */
function orderLine(order: Order): string {
  const type = order.orderType === 7 ? 'pick-up' : order.orderType === 8 ? 'cold-chain' : 'delivery'
  const pay = order.orderPayType === 2 ? (order.status === 0 ? 'online, unpaid' : 'online') : 'pay later'
  const parts = [
    `#${order.id}`,
    order.orderNo,
    `status ${order.status} ${STATUS_TEXT[order.status] ?? ''}`.trim(),
    // The number the diner shows at the counter.
    order.collectionNo ? `${type} ${order.collectionNo}` : type,
    // As the diner's screens show money (the default prefix: the staff API carries no brand's own).
    formatPrice(order.priceResult.price),
    pay,
    // At UTC+8, as the diner's order shows it (the API answers UTC).
    formatDate(order.createdAt, 8),
  ]
  if (order.cancelType !== null) parts.push(`cancel type ${order.cancelType}`)
  if (order.refundProgress !== null)
    parts.push(`refund ${order.refundProgress === 5 ? 'completed' : 'refunding'} (${order.refundProgress})`)
  const last = order.tracking.at(-1)
  if (last) parts.push(`tracking ${TRACK_TEXT[last.state] ?? last.state}`)
  return parts.join('  ')
}

type Limits = {
  brandId: number
  restaurantId: number | null
  limits: {
    rate: { limit: number; minutes: number } | null
    openLimit: number | null
    lineUnits: number | null
    maxTotal: string | null
  }
}

/** `rate=10 units=off …` as the staff API's fields (off is 0); the values are checked by the server. */
function capsArg(words: string[]): Record<string, string> {
  if (words.length === 0) throw new UsageError('limits set needs at least one <cap>=<value>')
  const caps: Record<string, string> = {}
  for (const word of words) {
    const [name = '', value, extra] = word.split('=')
    const field = CAP_FIELDS[name]
    if (!field || value === undefined || value === '' || extra !== undefined)
      throw new UsageError(`"${word}" is not <cap>=<value>; caps: ${Object.keys(CAP_FIELDS).join(', ')}`)
    caps[field] = value.toLowerCase() === 'off' ? '0' : value
  }
  return caps
}

/** The caps as lines to read. */
function limitsText({ brandId, restaurantId, limits }: Limits): string {
  const or = (value: number | string | null) => (value === null ? 'no cap' : String(value))
  return [
    restaurantId === null
      ? `Brand ${brandId}, every restaurant without caps of its own:`
      : `Brand ${brandId}, restaurant ${restaurantId}:`,
    `  orders per member     ${limits.rate ? `${limits.rate.limit} in ${limits.rate.minutes} minutes` : 'no cap'}`,
    `  open orders at once   ${or(limits.openLimit)}`,
    `  units on one line     ${or(limits.lineUnits)}`,
    `  an order's price      ${limits.maxTotal === null ? 'no cap' : `at most ${limits.maxTotal}`}`,
  ].join('\n')
}

/** `limits` and `limits set …`: the placement caps of --brand (and --restaurant). */
async function limitsCommand(rest: string[], options: Options): Promise<string> {
  if (options.brand === undefined) throw new UsageError('limits needs --brand <id>')
  const scope: Record<string, string> = { brandId: String(options.brand) }
  if (options.restaurant !== undefined) scope.restaurantId = String(options.restaurant)
  let data: Limits
  if (rest.length === 0) data = (await callApi(options, `limits?${new URLSearchParams(scope)}`)) as Limits
  else if (rest[0] === 'set')
    data = (await callApi(options, 'limits', { ...scope, ...capsArg(rest.slice(1)) })) as Limits
  else throw new UsageError(`limits takes "set" or nothing, got "${rest[0]}"`)
  return options.json ? JSON.stringify(data, null, 2) : limitsText(data)
}

type Hours = { restaurantId: number; businessHours: string; openState: string; opensAt: string | null }

/** `hours 07:00-22:00` (or `none`): sets the opening hours of --restaurant of --brand. */
async function hoursCommand(hours: string, options: Options): Promise<string> {
  if (options.brand === undefined || options.restaurant === undefined)
    throw new UsageError('hours needs --brand <id> and --restaurant <id>')
  const businessHours = hours.toLowerCase() === 'none' ? '' : hours
  const data = (await callApi(options, 'hours', {
    brandId: options.brand,
    restaurantId: options.restaurant,
    businessHours,
  })) as Hours
  if (options.json) return JSON.stringify(data, null, 2)
  const state = data.opensAt ? `${data.openState}, opens ${formatDate(data.opensAt, 8)}` : data.openState
  return `Restaurant ${data.restaurantId}: hours ${data.businessHours || 'none'}; now ${state}`
}

/** Runs one command; answers what to print. */
async function runCommand(words: string[], options: Options): Promise<string> {
  const [command, ...rest] = words
  const scope = options.brand === undefined ? {} : { brandId: options.brand }
  const order = (body: Record<string, unknown>, path: string) => callApi(options, path, { ...body, ...scope })
  const print = (data: unknown) => (options.json ? JSON.stringify(data, null, 2) : orderLine(data as Order))
  const restaurantCli = {
    options,
    call: (path: string, body?: Record<string, unknown>) => callApi(options, path, body),
    usage: (message: string) => new UsageError(message),
  }
  const arity = (count: number) => {
    if (rest.length !== count)
      throw new UsageError(`${command} takes ${count} argument${count === 1 ? '' : 's'}`)
  }
  switch (command) {
    case undefined:
    case 'help':
      return USAGE
    case 'list': {
      arity(0)
      const query = new URLSearchParams()
      if (options.brand !== undefined) query.set('brandId', String(options.brand))
      if (options.restaurant !== undefined) query.set('restaurantId', String(options.restaurant))
      if (options.all) query.set('all', '1')
      const data = (await callApi(options, `orders?${query}`)) as { list: Order[]; total: number }
      if (options.json) return JSON.stringify(data, null, 2)
      if (data.list.length === 0) return options.all ? 'No orders.' : 'No open orders.'
      const more = data.total > data.list.length ? `\n(${data.total - data.list.length} more not shown)` : ''
      return data.list.map(orderLine).join('\n') + more
    }
    case 'show': {
      arity(1)
      const query = new URLSearchParams({ orderId: String(idArg(rest[0], 'orderId')) })
      if (options.brand !== undefined) query.set('brandId', String(options.brand))
      const data = (await callApi(options, `orders/detail?${query}`)) as Order
      if (options.json) return JSON.stringify(data, null, 2)
      const tracking = data.tracking.map(
        (entry) => `  ${formatDate(entry.at, 1)}  ${TRACK_TEXT[entry.state] ?? entry.state}`,
      )
      return [orderLine(data), ...tracking].join('\n')
    }
    case 'confirm':
    case 'cancel':
      arity(1)
      return print(await order({ orderId: idArg(rest[0], 'orderId') }, `orders/${command}`))
    case 'status':
      arity(2)
      return print(
        await order(
          { orderId: idArg(rest[0], 'orderId'), status: codeArg(rest[1], STATUS_NAMES, 'status') },
          'orders/status',
        ),
      )
    case 'track':
      arity(2)
      return print(
        await order(
          { orderId: idArg(rest[0], 'orderId'), state: codeArg(rest[1], TRACK_NAMES, 'state') },
          'orders/track',
        ),
      )
    case 'refund':
      arity(2)
      return print(
        await order(
          { orderId: idArg(rest[0], 'orderId'), progress: codeArg(rest[1], REFUND_NAMES, 'progress') },
          'orders/refund',
        ),
      )
    case 'limits':
      return limitsCommand(rest, options)
    case 'hours':
      arity(1)
      return hoursCommand(rest[0] ?? '', options)
    case 'tables':
      return tablesCommand(rest, restaurantCli)
    case 'invites':
      return invitesCommand(rest, restaurantCli)
    case 'counter-codes':
      return counterCodesCommand(rest, restaurantCli)
    case 'coupons':
      return couponsCommand(rest, restaurantCli)
    case 'points':
      return pointsCommand(rest, restaurantCli)
    case 'levels':
      return levelsCommand(rest, restaurantCli)
    case 'packages':
      return packagesCommand(rest, restaurantCli)
    case 'queue':
      return queueCommand(rest, restaurantCli)
    case 'stamps':
      return stampsCommand(rest, restaurantCli)
    default:
      throw new UsageError(`unknown command "${command}"`)
  }
}

async function main(): Promise<number> {
  try {
    const { words, options } = readArgs(process.argv.slice(2), process.env)
    console.log(await runCommand(words, options))
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`staff: ${error.message}\n\n${USAGE}`)
      return 2
    }
    console.error(`staff: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

process.exitCode = await main()
