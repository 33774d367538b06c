import { describe, expect, it } from 'vitest'
import { createEmitter } from '../../src/domain/emitter'

describe('createEmitter', () => {
  it('calls every listener subscribed, in order, with the value emitted', () => {
    const emitter = createEmitter<string>()
    const heard: string[] = []
    emitter.subscribe((value) => heard.push(`a:${value}`))
    emitter.subscribe((value) => heard.push(`b:${value}`))
    emitter.emit('x')
    expect(heard).toEqual(['a:x', 'b:x'])
  })

  it('stops calling a listener once its stop function ran, and others go on', () => {
    const emitter = createEmitter()
    let first = 0
    let second = 0
    const stop = emitter.subscribe(() => first++)
    emitter.subscribe(() => second++)
    emitter.emit()
    stop()
    stop()
    emitter.emit()
    expect([first, second]).toEqual([1, 2])
  })

  it('keeps emitters apart', () => {
    const one = createEmitter<number>()
    const other = createEmitter<number>()
    const heard: number[] = []
    one.subscribe((value) => heard.push(value))
    other.emit(2)
    one.emit(1)
    expect(heard).toEqual([1])
  })
})
