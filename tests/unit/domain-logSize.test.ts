import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ERROR_REPORT_TRIM_FIELDS,
  fitRecord,
  MAX_ERROR_REPORT_BYTES,
  MAX_OPERATION_LOG_BYTES,
  OPERATION_LOG_TRIM_FIELDS,
  recordJsonBytes,
} from '../../src/domain/logs'

describe('log record size', () => {
  it('counts the UTF-8 bytes of the JSON', () => {
    expect(recordJsonBytes({ a: 'x' })).toBe(9)
    expect(recordJsonBytes({ a: '奶' })).toBe(11)
    expect(recordJsonBytes({ a: '\n"' })).toBe(12)
  })

  it('leaves a record that fits as it is', () => {
    const record = { id: 'abcdefgh', param: 'short' }
    expect(fitRecord(record, OPERATION_LOG_TRIM_FIELDS, MAX_OPERATION_LOG_BYTES)).toBe(record)
  })

  it('trims the most expendable field first, by whole characters, to the largest size that fits', () => {
    const record = { id: 'abcdefgh', operationSteps: 'steps', param: '奶'.repeat(4000) }
    const fitted = fitRecord(record, OPERATION_LOG_TRIM_FIELDS, MAX_OPERATION_LOG_BYTES)
    expect(fitted.operationSteps).toBe('steps')
    expect(recordJsonBytes(fitted)).toBeLessThanOrEqual(MAX_OPERATION_LOG_BYTES)
    expect(recordJsonBytes({ ...fitted, param: `${fitted.param}奶` })).toBeGreaterThan(
      MAX_OPERATION_LOG_BYTES,
    )
    expect(fitted.param).toMatch(/^奶+$/)
  })

  it('never splits an emoji and always meets the bound when the fields allow it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 8000 }),
        fc.string({ maxLength: 512 }),
        (content, details) => {
          const report = { id: 'abcdefgh', errorContent: content, errorUserDetails: details, appVersion: '1' }
          const fitted = fitRecord(report, ERROR_REPORT_TRIM_FIELDS, MAX_ERROR_REPORT_BYTES)
          expect(recordJsonBytes(fitted)).toBeLessThanOrEqual(MAX_ERROR_REPORT_BYTES)
          expect(content.startsWith(fitted.errorContent)).toBe(true)
          expect(fitted.errorContent).not.toMatch(/[\uD800-\uDBFF]$/)
        },
      ),
      { numRuns: 50 },
    )
  })
})
