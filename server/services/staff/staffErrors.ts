import { STAFF_ERR } from '../../../src/domain/contract/staff'
import type { MoveRefusal } from '../../../src/domain/orderTransitions'
import { ApiError } from '../../http/errors'

/** HTTP 409 ORDER.ILLEGAL_TRANSITION: the move is not allowed from the order's state; `data` says why. */
export function illegalTransitionError(refusal: MoveRefusal, status: number): ApiError {
  return new ApiError(409, STAFF_ERR.illegalTransition, 'illegalTransition', {
    params: { refusal, status: String(status) },
    data: { refusal, status },
  })
}
