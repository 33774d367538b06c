import { afterEach, describe, expect, it, vi } from 'vitest'
import { runInIdleSteps } from '../../src/pwa/idleSteps'

describe('background work in idle steps', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs one step per idle period, in order, and goes on after a failure', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const done: string[] = []
    const failures: unknown[] = []
    const running = runInIdleSteps(
      [
        async () => done.push('database'),
        async () => {
          throw new Error('sync failed')
        },
        async () => done.push('service worker'),
      ],
      (error) => failures.push(error),
    )
    const nextIdle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      idle.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(done).toEqual([])
    await nextIdle()
    expect(done).toEqual(['database'])
    await nextIdle()
    expect(failures).toHaveLength(1)
    expect(done).toEqual(['database'])
    await nextIdle()
    await running
    expect(done).toEqual(['database', 'service worker'])
  })
})
