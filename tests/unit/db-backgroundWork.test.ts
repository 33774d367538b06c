import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** src/db/open.ts keeps its gate in the module: each test loads a fresh copy. */
async function freshGate() {
  vi.resetModules()
  return import('../../src/db/open')
}

describe('background work held by start-up', () => {
  let idle: Array<() => void>
  beforeEach(() => {
    idle = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  })
  afterEach(() => vi.unstubAllGlobals())

  /** Lets pending promise callbacks run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('goes at once when start-up holds nothing', async () => {
    const { backgroundWorkAllowed } = await freshGate()
    let done = false
    void backgroundWorkAllowed().then(() => (done = true))
    await settle()
    expect(done).toBe(true)
  })

  it('waits for the first render, then goes one waiter per idle period, in order', async () => {
    const { backgroundWorkAllowed, deferBackgroundWork } = await freshGate()
    let firstRender = () => {}
    deferBackgroundWork(new Promise<void>((resolve) => (firstRender = resolve)))
    const went: string[] = []
    for (const name of ['menu copy', 'log', 'database'])
      void backgroundWorkAllowed().then(() => went.push(name))
    await settle()
    expect(went).toEqual([])
    expect(idle).toHaveLength(0)

    firstRender()
    await settle()
    // One waiter per idle period: together they made one long task after the first paint.
    idle.shift()!()
    await settle()
    expect(went).toEqual(['menu copy'])
    // What asks meanwhile waits its turn after them.
    void backgroundWorkAllowed().then(() => went.push('late write'))
    for (let turn = 0; turn < 3; turn++) {
      idle.shift()!()
      await settle()
    }
    expect(went).toEqual(['menu copy', 'log', 'database', 'late write'])

    // Once they have gone, background work goes at once again.
    await settle()
    let later = false
    void backgroundWorkAllowed().then(() => (later = true))
    await settle()
    expect(later).toBe(true)
    expect(idle).toHaveLength(0)
  })
})

describe('the database openDb hands out', () => {
  it('is handed out while an old tab blocks its upgrade, and opens once the tab lets go', async () => {
    const { DATABASE_NAME } = await import('../../src/db/records')
    const oldTab = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE_NAME, 1)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    oldTab.onversionchange = () => {} // an old version of the app that never closes
    const { openDb } = await freshGate()
    // Handed out though not open: the uses wait, and the health check explains the block.
    const db = await openDb()
    expect(db.isOpen()).toBe(false)

    oldTab.close()
    await db.open()
    expect(db.isOpen()).toBe(true)
    db.close()
  })

  it('is given to the uses that asked while it opened one task each, in the order they asked', async () => {
    const { openDb } = await freshGate()
    const work: string[] = []
    /** A use whose work after getting the database takes many promise steps (as a Dexie write does). */
    const use = async (name: string) => {
      const db = await openDb()
      work.push(`${name} starts`)
      for (let step = 0; step < 20; step++) await Promise.resolve()
      work.push(`${name} ends`)
      return db
    }
    const [db] = await Promise.all([use('menu copy'), use('settings'), use('log')])
    // Given it together, all three started before any ended: one task for the three.
    expect(work).toEqual([
      'menu copy starts',
      'menu copy ends',
      'settings starts',
      'settings ends',
      'log starts',
      'log ends',
    ])
    // Once they have had it, a use gets it at once (no task in between).
    let got = false
    void openDb().then(() => (got = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(got).toBe(true)
    db!.close()
  })

  it('is open when handed out: writes asked for at once do not wait for its opening together', async () => {
    const { openDb } = await freshGate()
    const db = await openDb()
    expect(db.isOpen()).toBe(true)
    await db.settings.put({ key: 'storageProbe', value: 1 })
    expect(await db.settings.get('storageProbe')).toEqual({ key: 'storageProbe', value: 1 })
    db.close()
  })
})
