import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODE_FAILED, ERR } from '../../src/domain/envelope'
import type { MessageKey } from '../i18n/messages'

/** An error the API answers with an envelope: validation (400) or a business error. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errCode: string,
    readonly messageKey: MessageKey,
    readonly options: {
      field?: string
      code?: number
      params?: Record<string, string>
      /** Sent as the envelope's `data` (e.g. the fresh figures of a refused order). */
      data?: unknown
    } = {},
  ) {
    super(`${errCode}${options.field ? ` (${options.field})` : ''}`)
  }

  get code(): number {
    return this.options.code ?? CODE_FAILED
  }
}

/** 400 VALIDATION naming the offending field. */
export function validationError(
  field: string,
  messageKey: MessageKey = 'invalidField',
  params: Record<string, string> = {},
): ApiError {
  return new ApiError(400, ERR.validation, messageKey, { field, params: { field, ...params } })
}

/**
 * Business "not found" errors answer HTTP 200 with success false: callers read the envelope's
 * success and errCode (SPEC §7), and HTTP 404 stays reserved for unknown API paths.
 */
export function brandNotFound(): ApiError {
  return new ApiError(200, ERR.brandNotFound, 'brandNotFound')
}

export function restaurantNotFound(): ApiError {
  return new ApiError(200, ERR.restaurantNotFound, 'restaurantNotFound')
}
