import { describe, expect, it } from 'vitest'
import { VOUCHER_STATUS } from '../../src/domain/contract/packages'
import { voucherState } from '../../src/features/packages/voucherState'
import { packagesSearchOf } from '../../src/routes/-components/packagesRoute'

/** The package area's reading of a voucher, and its `?order=`. */

const expiresAt = '2027-06-01T00:00:00.000Z'

describe('voucherState', () => {
  it('reads a usable voucher past its end as expired, once the clock is read', () => {
    const voucher = { status: VOUCHER_STATUS.usable, expiresAt }
    expect(voucherState(voucher, new Date('2027-05-31T23:59:00Z'))).toBe('usable')
    expect(voucherState(voucher, new Date('2027-06-01T00:00:00Z'))).toBe('expired')
    expect(voucherState(voucher, null)).toBe('usable')
  })

  it('keeps used and withdrawn as the server says, whatever the date', () => {
    const late = new Date('2030-01-01T00:00:00Z')
    expect(voucherState({ status: VOUCHER_STATUS.used, expiresAt }, late)).toBe('used')
    expect(voucherState({ status: VOUCHER_STATUS.withdrawn, expiresAt }, late)).toBe('withdrawn')
  })
})

describe('packagesSearchOf', () => {
  it('keeps ?order= when it is an id and drops anything else', () => {
    expect(packagesSearchOf({ order: 12 }, {})).toEqual({ order: 12 })
    expect(packagesSearchOf({ order: '12' }, { alias: 'demo' })).toEqual({ alias: 'demo', order: 12 })
    for (const order of [0, -1, 1.5, 'x', null, undefined])
      expect(packagesSearchOf({ order }, {})).toEqual({})
  })
})
