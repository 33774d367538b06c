import { selfServicePlace, takeOutPlace } from '../../api/counter'
import type { AppContext } from '../../app/appContext'
import { isUnreachable } from '../../data/recordTypes'
import { encodeArg } from '../../domain/args'
import { COUNTER_ERR } from '../../domain/contract/counter'
import type { CounterCodeKind } from '../../domain/counter/counterCode'
import { ERR } from '../../domain/envelope'
import type { MenuType } from '../../domain/menu/types'
import { menuArgValues } from '../../domain/menuRouteArgs'
import type { TableCodeOutcome } from '../table/resolveTableCode'

/**
 * What a counter code opens (issue 37 item 5): the pick-up menu of its restaurant, opened with the
 * code so the order is placed with it, or why not — the outcomes of a table's code
 * (../table/resolveTableCode.ts), shown by the same screen: `invalid` 'Links are invalid', `unavailable`
 * 'Unable to access the page, please check the link for errors', `offline`, `failed`.
 */
export async function resolveCounterCode(
  app: AppContext,
  code: string,
  kind: CounterCodeKind,
): Promise<TableCodeOutcome> {
  const answer =
    kind === 'takeOut' ? await takeOutPlace(app.api, code) : await selfServicePlace(app.api, code)
  if (answer.success && answer.data) {
    const { brandId, restaurantId, menuType } = answer.data
    const values = menuArgValues({
      brandId,
      restaurantId,
      fromIndex: false,
      menuType: menuType as MenuType,
      counterCode: code,
    })
    return { kind: 'menu', menuArg: encodeArg(values) }
  }
  if (isUnreachable(answer)) return { kind: 'offline' }
  if (answer.errCode === COUNTER_ERR.codeInvalid || answer.errCode === ERR.validation)
    return { kind: 'invalid' }
  if (answer.errCode === COUNTER_ERR.unavailable) return { kind: 'unavailable' }
  return { kind: 'failed', message: answer.errMsg ?? '' }
}
