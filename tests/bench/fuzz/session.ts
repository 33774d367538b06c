import type { Send } from './client'
import type { UploadCredential } from './otherCases'
import { type FuzzRequest, formBody, withQuery } from './request'
import type { Ids } from './routes'

/** The seeded ids and a logged-in member of the run, found and made through the API itself. */

const request = (
  method: string,
  target: string,
  body?: string,
  headers: Record<string, string> = {},
): FuzzRequest => ({
  kind: 'setup',
  label: 'setup',
  method,
  target,
  headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  body,
})

/** The envelope's data of a setup call; throws when the call did not succeed. */
async function data<T>(send: Send, req: FuzzRequest): Promise<T> {
  const answer = await send(req)
  const text = answer.body.toString('utf8')
  let parsed: { success?: boolean; data?: T } = {}
  try {
    parsed = JSON.parse(text) as typeof parsed
  } catch {
    // reported below
  }
  if (!parsed.success)
    throw new Error(`setup call ${req.method} ${req.target} failed: ${answer.status} ${text.slice(0, 200)}`)
  return parsed.data as T
}

export type Session = {
  ids: Ids
  token: string
  credential: UploadCredential | null
  /** Logs in as a new member (after logout or account deletion ended the session). */
  refresh: () => Promise<void>
}

/** Finds the demo brand, a restaurant and a food, and registers a member (phones derived from `seed`). */
export async function openSession(send: Send, seed: number): Promise<Session> {
  const brand = await data<{ id: number }>(
    send,
    request('GET', '/api/restaurant/brand/getBrandByAlias?alias=demo'),
  )
  const restaurants = await data<{ id: number; name1: string }[]>(
    send,
    request('GET', withQuery('/api/restaurant/public/brand/getBrandRestaurantList', [['brandId', brand.id]])),
  )
  const restaurant = restaurants.find((row) => row.name1.includes('Central')) ?? restaurants[0]!
  const menu = await data<{ categories: { foods: { id: number }[] }[] }>(
    send,
    request(
      'POST',
      '/api/restaurant/food/shopMenuNew',
      JSON.stringify({ restaurantId: restaurant.id, menuType: 1 }),
    ),
  )
  const foodId = menu.categories.flatMap((category) => category.foods)[0]?.id ?? 1
  let logins = 0
  const session: Session = {
    ids: { brandId: brand.id, restaurantId: restaurant.id, foodId, memberId: 0, phone: '', addressId: 0 },
    token: '',
    credential: null,
    refresh: async () => {
      logins += 1
      await login(
        send,
        session,
        `9${String((seed * 7_919 + logins * 104_729) % 10_000_000).padStart(7, '0')}`,
      )
    },
  }
  await session.refresh()
  return session
}

/**
 * Registers `phone`. The SMS and register calls name their own client IP (the server trusts one
 * proxy in the fuzz run, X-Forwarded-For's last entry), so the fuzz cases' wrong codes never lock the session out;
 * the dev inbox answers loopback calls without forwarding headers only.
 */
async function login(send: Send, session: Session, phone: string): Promise<void> {
  const ip = { 'X-Forwarded-For': `10.9.${phone.slice(-4, -2)}.${Number(phone.slice(-2)) + 1}` }
  await data(send, {
    ...request(
      'POST',
      '/api/system/public/sms/send',
      formBody([
        ['countryId', 1],
        ['phone', phone],
        ['type', 1],
      ]),
    ),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ip },
  })
  const inbox = await data<{ code: string }>(send, request('GET', `/api/dev/sms?phone=1-${phone}`))
  const body = { phone, code: inbox.code, brandId: session.ids.brandId, countryId: 1, smsType: 1 }
  const result = await data<{ token: string; memberInfo: { id: number } }>(
    send,
    request('POST', '/api/member/public/register', JSON.stringify(body), ip),
  )
  const auth = { Authorization: `Bearer ${result.token}` }
  const address = await data<{ id: number }>(
    send,
    request(
      'POST',
      '/api/member/member/addMemberAddress',
      JSON.stringify({ receiver: 'Fuzz', phone: '91234567', currentAddress: 'Central', address: '1 Road' }),
      auth,
    ),
  )
  const credential = await data<UploadCredential>(
    send,
    request('GET', '/api/member/public/aliOss/getSignature', undefined, auth),
  )
  session.token = result.token
  session.credential = credential
  Object.assign(session.ids, { memberId: result.memberInfo.id, phone, addressId: address.id })
}
