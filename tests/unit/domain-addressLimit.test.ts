import { describe, expect, it } from 'vitest'
import { canAddAddress, MAX_MEMBER_ADDRESSES } from '../../src/domain/memberRules'

describe('saved address cap', () => {
  it(`allows adding up to ${MAX_MEMBER_ADDRESSES} addresses and no more`, () => {
    expect(MAX_MEMBER_ADDRESSES).toBe(20)
    expect(canAddAddress(0)).toBe(true)
    expect(canAddAddress(MAX_MEMBER_ADDRESSES - 1)).toBe(true)
    expect(canAddAddress(MAX_MEMBER_ADDRESSES)).toBe(false)
    expect(canAddAddress(MAX_MEMBER_ADDRESSES + 3)).toBe(false)
  })
})
