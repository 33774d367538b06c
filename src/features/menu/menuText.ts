import { msg } from '@lingui/core/macro'
import type { AddCode } from '../../domain/menu/limits'
import type { ShopStateCode } from '../../domain/menu/menuFlow'
import { OPEN_STATE_TEXT } from '../brand/restaurantText'

/**
 * The words the ordering screens show for the codes of src/domain/menu (SPEC §5 and §8 messages,
 * word for word in English; the ids with underscores are SPEC's own keys). The choosers' are in
 * ./choiceText.ts, which the menu's first load does not carry.
 */

/** Why an add is refused (limits.ts checkAdd; 'lineUnits' is worded with its number in ./useAddRules.ts). */
export const ADD_REFUSAL_TEXT = {
  invisible: msg`This dish cannot be ordered`,
  disabled: msg`This dish is not available at the moment`,
  soldOut: msg`Sold out`,
  stockReached: msg`No more stock of this dish`,
  maxNumber: msg({ id: 'Max_Number', message: 'Max number reached' }),
  overCategoryMax: msg`Over maximum order quantity`,
} as const satisfies Record<Exclude<AddCode, 'ok'>, unknown>

/** The server's limit checks answered code -1 (SPEC §5). */
export const SERVER_LIMIT_TEXT = msg`The maximum limit has been reached`

/** SPEC §4 shop state, §8 wording; the open states' words are the status line's. */
export const SHOP_STATE_TEXT = {
  closed: OPEN_STATE_TEXT.closed,
  busy: OPEN_STATE_TEXT.busy,
  unavailable: OPEN_STATE_TEXT.unavailable,
  takeawayNotOpen: msg`Takeaway service is not open`,
  outOfScope: msg`Not in the scope of delivery`,
  needAddress: msg`Please enter address`,
  afterHours: msg`You can order ahead for a time within the opening hours.`,
} as const satisfies Record<Exclude<ShopStateCode, 'ok'>, unknown>
