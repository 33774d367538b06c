import { describe, expect, it } from 'vitest'
import {
  deliveryAddressOf,
  isValidEmail,
  isValidLoginPhone,
  isValidSmsCode,
  loginLockMinutes,
  loginLockSeconds,
  maskPhone,
  phoneLengthFor,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  validateAddressForm,
  validateMemberName,
} from '../../src/domain/memberRules'

describe('phone length by country', () => {
  it.each([
    [1, 8],
    [2, 8],
    [3, 11],
    [4, 8],
    [0, null],
    [5, null],
    [-1, null],
    [Number.NaN, null],
  ])('country %d → %j', (countryId, expected) => {
    expect(phoneLengthFor(countryId)).toBe(expected)
  })
})

describe('login phone', () => {
  it.each([
    [1, '91234567', true],
    [2, '81234567', true],
    [4, '61234567', true],
    [3, '13812345678', true],
    [1, '', false],
    [1, '9123456', false],
    [1, '912345678', false],
    [3, '91234567', false],
    [1, '9123456a', false],
    [1, ' 9123456', false],
    [1, '9123-456', false],
    [1, '９１２３４５６７', false],
    [9, '91234567', false],
  ])('country %d, %j → %j', (countryId, phone, expected) => {
    expect(isValidLoginPhone(countryId, phone)).toBe(expected)
  })
})

describe('SMS code', () => {
  it('constants', () => {
    expect(SMS_CODE_LENGTH).toBe(6)
    expect(SMS_RESEND_SECONDS).toBe(60)
  })
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
    [' 12345', false],
  ])('%j → %j', (code, expected) => {
    expect(isValidSmsCode(code)).toBe(expected)
  })
})

describe('login lock minutes (LOGIN.0020 data)', () => {
  it.each([
    [{ lockedUntil: '2026-03-02T04:15:00.000Z', retryAfterSeconds: 900 }, 15],
    [{ retryAfterSeconds: 661 }, 12],
    [{ retryAfterSeconds: 660 }, 11],
    [{ retryAfterSeconds: 1 }, 1],
    [{ retryAfterSeconds: 3000 }, 50],
    [{ retryAfterSeconds: 0 }, null],
    [{ retryAfterSeconds: -5 }, null],
    [{ retryAfterSeconds: '900' }, null],
    [{ retryAfterSeconds: Number.POSITIVE_INFINITY }, null],
    [{ lockedUntil: '2026-03-02T04:15:00.000Z' }, null],
    [null, null],
    [undefined, null],
    ['900', null],
  ])('%j → %j minutes, rounded up', (data, expected) => {
    expect(loginLockMinutes(data)).toBe(expected)
  })
})

describe('login lock seconds (LOGIN.0020 data)', () => {
  it.each([
    [{ lockedUntil: '2026-03-02T04:15:00.000Z', retryAfterSeconds: 900 }, 900],
    [{ retryAfterSeconds: 61 }, 61],
    [{ retryAfterSeconds: 0 }, null],
    [{ retryAfterSeconds: '900' }, null],
    [{ lockedUntil: '2026-03-02T04:15:00.000Z' }, null],
    [null, null],
  ])('%j → %j seconds', (data, expected) => {
    expect(loginLockSeconds(data)).toBe(expected)
  })
})

describe('address form, first failure in SPEC order', () => {
  const good = { receiver: 'Chan', phone: '91234567', currentAddress: '1 Queen Rd', address: 'Flat A' }
  it.each([
    [good, null],
    [{ ...good, phone: '13812345678' }, null],
    [{ ...good, receiver: '  ' }, 'RECEIVER_EMPTY'],
    [{ receiver: '', phone: '', currentAddress: '', address: '' }, 'RECEIVER_EMPTY'],
    [{ ...good, phone: '' }, 'PHONE_EMPTY'],
    [{ ...good, phone: '', currentAddress: '' }, 'PHONE_EMPTY'],
    [{ ...good, phone: '1234567' }, 'PHONE_LENGTH'],
    [{ ...good, phone: '123456789' }, 'PHONE_LENGTH'],
    [{ ...good, phone: '123456789012' }, 'PHONE_LENGTH'],
    [{ ...good, phone: '1234', address: '' }, 'PHONE_LENGTH'],
    [{ ...good, currentAddress: '' }, 'ADDRESS_NOT_CHOSEN'],
    [{ ...good, currentAddress: '', address: '' }, 'ADDRESS_NOT_CHOSEN'],
    [{ ...good, address: ' ' }, 'DETAIL_EMPTY'],
  ])('%j → %j', (form, expected) => {
    expect(validateAddressForm(form)).toBe(expected)
  })
})

describe('delivery address: the chosen one, else the default', () => {
  const list = [
    { id: 3, isdefault: 0 },
    { id: 5, isdefault: 1 },
    { id: 8, isdefault: 0 },
  ]
  it.each<[string, unknown, number | null]>([
    ['chosen', 8, 8],
    ['none chosen: the default', null, 5],
    ['chosen one deleted: the default', 42, 5],
    ['not an id', '8', 5],
  ])('%s', (_name, selected, expected) => {
    expect(deliveryAddressOf(list, selected)?.id ?? null).toBe(expected)
  })
  it('no default and none chosen: null', () => {
    expect(deliveryAddressOf([{ id: 3, isdefault: 0 }], null)).toBeNull()
    expect(deliveryAddressOf([], 3)).toBeNull()
  })
})

describe('phone masking', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['91234567', '912***67'],
    ['123456', '123***56'],
    ['1234567890', '123***90'],
    ['12345', '*****'],
    ['', ''],
  ])('%j → %j', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected)
  })
})

describe('email', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.com.hk', true],
    ['', false],
    ['plain', false],
    ['a@b', false],
    ['a @b.com', false],
    ['a@@b.com', false],
    ['a@b..com', false],
    ['a@.b.com', false],
    ['<a>@b.com', false],
    [`${'a'.repeat(250)}@b.com`, false],
  ])('%j → %j', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected)
  })
})

describe('member name', () => {
  it.each([
    ['Chan Tai Man', null],
    ['陳大文', null],
    ['  Ann  ', null],
    ['a'.repeat(30), null],
    [` ${'a'.repeat(30)} `, null],
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['a'.repeat(31), 'TOO_LONG'],
    ['Ann 😀', 'EMOJI'],
    ['🇭🇰', 'EMOJI'],
    ['<b>Ann</b>', 'MARKUP'],
    ['a > b', 'MARKUP'],
  ])('%j → %j', (name, expected) => {
    expect(validateMemberName(name)).toBe(expected)
  })
})
