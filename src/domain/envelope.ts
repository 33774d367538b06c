/** API envelope of DESIGN.md §4: every response body is this JSON object. */
export type Envelope<T = unknown> = {
  success: boolean
  code: number
  data?: T
  errCode?: string
  errMsg?: string
  /** On VALIDATION errors: the first offending field, as a dotted path. */
  field?: string
}

export const CODE_OK = 1
/** SPEC: code -1 means a limit was hit. */
export const CODE_LIMIT = -1
/** Any other failure. */
export const CODE_FAILED = 0

/** Our own error codes (SPEC §8 codes are used verbatim where SPEC names them). */
export const ERR = {
  validation: 'VALIDATION',
  unauthorized: 'AUTH.UNAUTHORIZED',
  notFound: 'NOT_FOUND',
  brandNotFound: 'BRAND.NOT_FOUND',
  restaurantNotFound: 'RESTAURANT.NOT_FOUND',
  internal: 'INTERNAL',
} as const
