import { describe, expect, it } from 'vitest'
import { decodeArg } from '../../src/domain/args'
import {
  counterCodeKind,
  counterCodeOf,
  counterCodePath,
  counterOrderType,
} from '../../src/domain/counter/counterCode'

const HEX = '0123456789abcdef0123456789abcdef'

describe('counter codes', () => {
  it('tells the kinds apart by their prefix, and anything else is none', () => {
    expect(counterCodeKind(counterCodeOf('takeOut', HEX))).toBe('takeOut')
    expect(counterCodeKind(counterCodeOf('selfService', HEX))).toBe('selfService')
    for (const text of ['', HEX, `to-${HEX}0`, `ss-${HEX.toUpperCase()}`, `xx-${HEX}`, 'to-demo'])
      expect(counterCodeKind(text)).toBeNull()
  })

  it('places take-out orders as pick-up (7) and self-service orders as takeout (2)', () => {
    expect(counterOrderType('takeOut')).toBe(7)
    expect(counterOrderType('selfService')).toBe(2)
  })

  it('prints a take-out code as a /scanCode link and a self-service code as an /autoCode link', () => {
    const takeOut = counterCodePath(`to-${HEX}`)
    expect(takeOut.startsWith('/scanCode/')).toBe(true)
    expect(decodeArg(takeOut.slice('/scanCode/'.length))).toEqual({ kind: 'ok', values: [`to-${HEX}`] })
    expect(counterCodePath(`ss-${HEX}`).startsWith('/autoCode/')).toBe(true)
  })
})
