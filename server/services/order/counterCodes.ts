import { and, eq } from 'drizzle-orm'
import { COUNTER_ERR, type CounterPlace, type TakeRestInfo } from '../../../src/domain/contract/counter'
import type { CounterCodeKind } from '../../../src/domain/counter/counterCode'
import { checkShopState } from '../../../src/domain/menu/menuFlow'
import { MENU_TYPE, ORDER_TYPE } from '../../../src/domain/menu/types'
import { hoursStateOf } from '../../../src/domain/openingHours'
import type { Database } from '../../db/open'
import { counterCodes, menus, restaurants } from '../../db/schema'
import { ApiError } from '../../http/errors'

/** A counter code's restaurant as stored, with the menu it orders from. */
type CounterRow = {
  code: string
  brandId: number
  restaurantId: number
  menuType: number
  name: string
  name1: string
  name2: string
  address: string
  address1: string
  address2: string
  phone: string
  openStatus: number
  businessHours: string
  ziquService: number
}

async function counterRowOf(db: Database, code: string, kind: CounterCodeKind): Promise<CounterRow | null> {
  const [row] = await db
    .select({
      code: counterCodes.code,
      brandId: restaurants.brandId,
      restaurantId: restaurants.id,
      menuType: menus.menuType,
      name: restaurants.name,
      name1: restaurants.name1,
      name2: restaurants.name2,
      address: restaurants.address,
      address1: restaurants.address1,
      address2: restaurants.address2,
      phone: restaurants.phone,
      openStatus: restaurants.openStatus,
      businessHours: restaurants.businessHours,
      ziquService: restaurants.ziquService,
    })
    .from(counterCodes)
    .innerJoin(menus, eq(menus.id, counterCodes.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .where(and(eq(counterCodes.code, code), eq(counterCodes.kind, kind)))
    .limit(1)
  return row ?? null
}

/**
 * The SPEC §4 pick-up state of the code's restaurant now (checkShopState, the one rule): a pick-up
 * order meets only the open state and the hours, so the answer is one of TakeRestInfo's four.
 */
export function takeOutState(
  row: Pick<CounterRow, 'openStatus' | 'businessHours'>,
  now: Date,
): TakeRestInfo['shopState'] {
  const outsideHours = !hoursStateOf(row.businessHours, now).open
  const state = checkShopState({
    orderType: ORDER_TYPE.pickup,
    openStatus: row.openStatus,
    hasAddress: true,
    outsideHours,
  })
  return state as TakeRestInfo['shopState']
}

/**
 * The restaurant and pick-up menu a counter code opens: 'Links are invalid' (SPEC §8) when no
 * restaurant has the code of this kind (a replaced code included), 'Unable to access the page…'
 * when its menu is no pick-up menu or the restaurant's pick-up service is off.
 */
export async function counterRowOrRefuse(
  db: Database,
  code: string,
  kind: CounterCodeKind,
): Promise<CounterRow> {
  const row = await counterRowOf(db, code, kind)
  if (!row) throw new ApiError(200, COUNTER_ERR.codeInvalid, 'tableCodeInvalid')
  const pickupMenu = row.menuType === MENU_TYPE.pickup || row.menuType === MENU_TYPE.pickup2
  if (!pickupMenu || row.ziquService !== 1) throw new ApiError(200, COUNTER_ERR.unavailable, 'notFound')
  return row
}

/** What a counter code opens (takeOutScan/takeOutAddressAndRest, public/exclusive/selfServiceCode). */
export async function counterPlace(
  db: Database,
  code: string,
  kind: CounterCodeKind,
  now: Date,
): Promise<CounterPlace> {
  const row = await counterRowOrRefuse(db, code, kind)
  const { openStatus: _status, businessHours: _hours, ziquService: _service, ...place } = row
  return { ...place, kind, openNow: takeOutState(row, now) === 'ok' }
}

/** POST order/takeOutScan/getTakeRestInfo: the take-out facts of the code's restaurant now. */
export async function takeRestInfo(db: Database, code: string, now: Date): Promise<TakeRestInfo> {
  const row = await counterRowOrRefuse(db, code, 'takeOut')
  const hours = hoursStateOf(row.businessHours, now)
  return {
    restaurantId: row.restaurantId,
    openStatus: row.openStatus,
    shopState: takeOutState(row, now),
    businessHours: row.businessHours,
    closesAt: hours.closesAt?.toISOString() ?? null,
    opensAt: hours.open ? null : hours.opensAt.toISOString(),
  }
}
