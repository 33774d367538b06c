import { describe, expect, it } from 'vitest'
import { browserApi } from '../../src/data/browserApi'
import { createRecordStore } from '../../src/data/recordStore'
import type {
  DeviceSource,
  Failure,
  Fetched,
  RecordKind,
  RecordQuery,
  RecordState,
  Saved,
} from '../../src/data/recordTypes'
import { createServerRecordStore } from '../../src/data/serverRecordStore'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A device store in a Map, counting what the store asked of it. */
function mapDevice(copies: Record<string, Saved<string>> = {}) {
  const stored = new Map(Object.entries(copies))
  const calls: string[] = []
  const device: DeviceSource<string> = {
    read: async (key) => {
      calls.push(`read ${key}`)
      return stored.get(key)
    },
    write: async (key, saved) => {
      calls.push(`write ${key}=${saved.value}`)
      stored.set(key, saved)
    },
    confirm: async (key, savedAt) => {
      calls.push(`confirm ${key}`)
      const copy = stored.get(key)
      if (copy) stored.set(key, { ...copy, savedAt })
    },
    remove: async (key) => {
      calls.push(`remove ${key}`)
      stored.delete(key)
    },
  }
  return { device, stored, calls }
}

/** A network whose answers the test releases one by one. */
function scriptedNetwork() {
  const asked: Array<{ key: string; shown: string | undefined; answer: (fetched: Fetched<string>) => void }> =
    []
  return {
    asked,
    query(kind: RecordKind<string>, key: string): RecordQuery<string> {
      return {
        kind,
        key,
        fetch: (shown) => new Promise((answer) => asked.push({ key, shown, answer })),
      }
    },
    /** Answers the oldest open ask, once the store has had time to make it. */
    async answer(fetched: Fetched<string>) {
      await settle()
      const next = asked.shift()
      if (!next) throw new Error('Nothing was asked')
      next.answer(fetched)
    },
  }
}

const offline: Failure = { success: false, code: 0, errCode: 'NETWORK.OFFLINE', errMsg: 'offline' }
const notFound: Failure = { success: false, code: 0, errCode: 'MENU.NOT_FOUND', errMsg: 'gone' }
const refused: Failure = { success: false, code: 0, errCode: 'VALIDATION', errMsg: 'bad' }

function kindOf(overrides: Partial<RecordKind<string>> = {}): RecordKind<string> {
  return { name: 'thing', maxAgeMs: 30_000, askAgainAfterMs: 5_000, memoryMax: 8, ...overrides }
}

function setup(overrides: Partial<RecordKind<string>> = {}, copies: Record<string, Saved<string>> = {}) {
  let clock = 1_000_000
  const reports: string[] = []
  const device = mapDevice(copies)
  let onOnline = () => {}
  const store = createRecordStore({
    api: browserApi,
    now: () => clock,
    report: (what) => reports.push(what),
    watchOnline: (callback) => {
      onOnline = callback
    },
  })
  const kind = kindOf({ device: device.device, ...overrides })
  const network = scriptedNetwork()
  return {
    store,
    kind,
    device,
    network,
    reports,
    advance: (ms: number) => {
      clock += ms
    },
    goOnline: () => onOnline(),
    now: () => clock,
  }
}

function ready(state: RecordState<string>) {
  if (state.status !== 'ready') throw new Error(`Expected ready, got ${state.status}`)
  return state
}

describe('the record store', () => {
  it('asks the network once for two screens showing the same record', async () => {
    const { store, kind, network } = setup()
    const query = network.query(kind, 'a')
    store.watch(query, () => {})
    store.watch(query, () => {})
    await settle()
    await settle()
    expect(network.asked).toHaveLength(1)
    await network.answer({ outcome: 'value', value: 'A1' })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'A1', savedAt: null, refreshing: false })
  })

  it('shows the device copy with its age, then the network value, which it saves', async () => {
    const { store, kind, network, device, now } = setup({}, { a: { value: 'old', savedAt: 500 } })
    const query = network.query(kind, 'a')
    const shown = await store.load(query)
    expect(ready(shown)).toMatchObject({ value: 'old', savedAt: 500, refreshing: true })
    await settle()
    expect(network.asked[0]?.shown).toBe('old')
    await network.answer({ outcome: 'value', value: 'new' })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'new', savedAt: null })
    expect(device.stored.get('a')).toEqual({ value: 'new', savedAt: now() })
  })

  it('keeps the copy the server calls current, and marks it confirmed', async () => {
    const { store, kind, network, device } = setup({}, { a: { value: 'old', savedAt: 500 } })
    const query = network.query(kind, 'a')
    await store.load(query)
    await network.answer({ outcome: 'unchanged' })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'old', savedAt: null })
    expect(device.calls).toContain('confirm a')
  })

  it('keeps showing the device copy, with its age, when the server cannot be reached', async () => {
    const { store, kind, network } = setup({}, { a: { value: 'old', savedAt: 500 } })
    const query = network.query(kind, 'a')
    await store.load(query)
    await network.answer({ outcome: 'failed', failure: offline })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'old', savedAt: 500, refreshing: false })
  })

  it('shows a failure the server gives, and drops the device copy of a record that is gone', async () => {
    const gone = (failure: Failure) => failure.errCode === notFound.errCode
    const { store, kind, network, device } = setup({ gone }, { a: { value: 'old', savedAt: 500 } })
    const query = network.query(kind, 'a')
    await store.load(query)
    await network.answer({ outcome: 'failed', failure: notFound })
    await settle()
    expect(store.snapshot(query)).toMatchObject({ status: 'failed', failure: notFound })
    expect(device.stored.has('a')).toBe(false)

    const other = network.query(kind, 'b')
    const loading = store.load(other)
    await network.answer({ outcome: 'failed', failure: refused })
    await loading
    expect(store.snapshot(other)).toMatchObject({ status: 'failed', failure: refused })
    expect(device.calls).not.toContain('remove b')
  })

  it('does not ask again within the maximum age, and does after it', async () => {
    const { store, kind, network, advance } = setup()
    const query = network.query(kind, 'a')
    const stop = store.watch(query, () => {})
    await network.answer({ outcome: 'value', value: 'A1' })
    await settle()
    stop()
    advance(29_000)
    store.watch(query, () => {})()
    await settle()
    expect(network.asked).toHaveLength(0)
    advance(1_000)
    store.watch(query, () => {})
    await settle()
    expect(network.asked).toHaveLength(1)
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'A1', refreshing: true })
  })

  it('retries a failure for the next screen, but not within the ask-again window', async () => {
    const { store, kind, network, advance } = setup({ device: undefined })
    const query = network.query(kind, 'a')
    const stop = store.watch(query, () => {})
    await network.answer({ outcome: 'failed', failure: offline })
    await settle()
    expect(store.snapshot(query)).toMatchObject({ status: 'failed' })
    stop()
    advance(4_000)
    store.watch(query, () => {})()
    await settle()
    expect(network.asked).toHaveLength(0)
    advance(1_000)
    store.watch(query, () => {})
    expect(store.snapshot(query)).toEqual({ status: 'loading' })
    await settle()
    expect(network.asked).toHaveLength(1)
  })

  it('retries a failure when asked to, showing loading meanwhile', async () => {
    const { store, kind, network } = setup({ device: undefined })
    const query = network.query(kind, 'a')
    await Promise.all([
      store.load(query),
      Promise.resolve().then(() => network.answer({ outcome: 'failed', failure: offline })),
    ])
    const state = store.snapshot(query)
    if (state.status !== 'failed') throw new Error('expected a failure')
    state.retry()
    expect(store.snapshot(query)).toEqual({ status: 'loading' })
    await network.answer({ outcome: 'value', value: 'A1' })
    await settle()
    expect(ready(store.snapshot(query)).value).toBe('A1')
  })

  it('asks again when the network comes back for shown records that failed or show a copy', async () => {
    const { store, kind, network, goOnline } = setup({}, { a: { value: 'old', savedAt: 500 } })
    const withCopy = network.query(kind, 'a')
    const without = network.query(kind, 'b')
    store.watch(withCopy, () => {})
    store.watch(without, () => {})
    await settle()
    await network.answer({ outcome: 'failed', failure: offline })
    await network.answer({ outcome: 'failed', failure: offline })
    await settle()
    goOnline()
    await settle()
    await settle()
    expect(network.asked.map((ask) => ask.key).sort()).toEqual(['a', 'b'])
  })

  it('after a write, forgets unshown records of the tag and re-asks shown ones at once', async () => {
    const tags = (key: string) => [key.startsWith('address') ? 'addresses' : 'other']
    const { store, kind, network } = setup({ tags, device: undefined })
    const shown = network.query(kind, 'address:list')
    const hidden = network.query(kind, 'address:1')
    const untouched = network.query(kind, 'other:1')
    store.watch(shown, () => {})
    store.watch(hidden, () => {})()
    store.watch(untouched, () => {})()
    for (const value of ['list', 'one', 'x']) await network.answer({ outcome: 'value', value })
    await settle()
    store.invalidate('addresses')
    expect(store.snapshot(hidden)).toEqual({ status: 'loading' })
    expect(ready(store.snapshot(shown)).value).toBe('list')
    expect(ready(store.snapshot(untouched)).value).toBe('x')
    store.watch(shown, () => {})
    await settle()
    expect(network.asked.map((ask) => ask.key)).toEqual(['address:list'])
  })

  it('keeps at most memoryMax records no screen shows', async () => {
    const { store, kind, network } = setup({ memoryMax: 2, device: undefined })
    const watched = network.query(kind, 'w')
    store.watch(watched, () => {})
    for (const key of ['a', 'b', 'c']) store.put(network.query(kind, key), key)
    expect(store.snapshot(network.query(kind, 'c'))).toMatchObject({ value: 'c' })
    expect(ready(store.snapshot(network.query(kind, 'c'))).value).toBe('c')
    // w is shown, so it stays; of a, b and c only the most recent fits beside it.
    expect(store.snapshot(network.query(kind, 'a'))).toEqual({ status: 'loading' })
  })

  it('counts records of a kind built afresh for each query as one kind', () => {
    const { store, kind, network } = setup({ memoryMax: 1, device: undefined })
    for (const key of ['a', 'b']) store.put(network.query({ ...kind }, key), key)
    expect(store.snapshot(network.query({ ...kind }, 'a'))).toEqual({ status: 'loading' })
    expect(ready(store.snapshot(network.query({ ...kind }, 'b'))).value).toBe('b')
  })

  it('treats a broken device store as empty and a throwing fetch as a failure, reporting both', async () => {
    const broken: DeviceSource<string> = {
      read: () => Promise.reject(new Error('disk')),
      write: async () => {},
      confirm: async () => {},
      remove: async () => {},
    }
    const { store, kind, reports } = setup({ device: broken })
    const query: RecordQuery<string> = { kind, key: 'a', fetch: () => Promise.reject(new Error('bug')) }
    const state = await store.load(query)
    expect(state).toMatchObject({ status: 'failed', failure: { errCode: 'INTERNAL' } })
    expect(reports).toEqual(['Could not read the saved thing', 'Asking for the thing failed unexpectedly'])
  })

  it('stores a value given elsewhere as confirmed, without asking', async () => {
    const { store, kind, network, device } = setup()
    const query = network.query(kind, 'a')
    store.put(query, 'given')
    store.watch(query, () => {})
    await settle()
    await settle()
    expect(network.asked).toHaveLength(0)
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'given', savedAt: null })
    expect(device.stored.get('a')?.value).toBe('given')
  })

  it('shows an offline-only copy just when the server cannot be reached', async () => {
    const { store, kind, network, device } = setup(
      { showCopy: 'unreachable' },
      { a: { value: 'old', savedAt: 500 } },
    )
    const query = network.query(kind, 'a')
    store.watch(query, () => {})
    await settle()
    expect(store.snapshot(query)).toEqual({ status: 'loading' })
    expect(device.calls).toEqual([])
    await network.answer({ outcome: 'value', value: 'new' })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'new', savedAt: null })

    const other = network.query(kind, 'b')
    device.stored.set('b', { value: 'saved b', savedAt: 700 })
    store.watch(other, () => {})
    await network.answer({ outcome: 'failed', failure: offline })
    await settle()
    expect(ready(store.snapshot(other))).toMatchObject({ value: 'saved b', savedAt: 700, refreshing: false })
  })

  it('loads fresh for a loader: the network answer, else the copy when unreachable', async () => {
    const { store, kind, network } = setup({}, { a: { value: 'old', savedAt: 500 } })
    const query = network.query(kind, 'a')
    let result: RecordState<string> | undefined
    void store.loadFresh(query).then((state) => {
      result = state
    })
    await settle()
    expect(result).toBeUndefined()
    await network.answer({ outcome: 'value', value: 'new' })
    await settle()
    expect(result).toMatchObject({ value: 'new', savedAt: null })

    const b = network.query(kind, 'b')
    const fresh = store.loadFresh(b)
    await network.answer({ outcome: 'failed', failure: offline })
    expect(await fresh).toMatchObject({ status: 'failed', failure: offline })
  })

  it('asks again at once when refreshed, even within the maximum age', async () => {
    const { store, kind, network } = setup()
    const query = network.query(kind, 'a')
    store.watch(query, () => {})
    await network.answer({ outcome: 'value', value: 'A1' })
    await settle()
    store.refresh(query)
    await settle()
    expect(network.asked).toHaveLength(1)
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'A1', refreshing: true })
    await network.answer({ outcome: 'value', value: 'A2' })
    await settle()
    expect(ready(store.snapshot(query))).toMatchObject({ value: 'A2', refreshing: false })
  })
})

describe('records sent with a server-rendered page', () => {
  it('sends the shared records the network settled, never a device copy or a member’s', async () => {
    const server = createServerRecordStore({ api: browserApi })
    const network = scriptedNetwork()
    const shared = kindOf({ shared: true })
    const loads = [
      server.load(network.query(shared, 'menu:1')),
      server.load(network.query(shared, 'menu:2')),
      server.load(network.query(shared, 'member:7:orders')),
      server.load(network.query(kindOf(), 'cart:1')),
    ]
    await network.answer({ outcome: 'value', value: 'dishes' })
    await network.answer({ outcome: 'failed', failure: notFound })
    await network.answer({ outcome: 'value', value: 'orders' })
    await network.answer({ outcome: 'value', value: 'lines' })
    await Promise.all(loads)
    expect(server.dehydrate()).toEqual([
      { id: 'thing\u0000menu:1', value: 'dishes' },
      { id: 'thing\u0000menu:2', failure: notFound },
    ])
  })

  it('shows a sent record at once, saves it on the device and does not ask for it again', async () => {
    const browser = createRecordStore({ api: browserApi })
    const network = scriptedNetwork()
    const { device, calls } = mapDevice()
    const kind = kindOf({ shared: true, device })
    browser.hydrate([{ id: 'thing\u0000menu:1', value: 'dishes' }])
    const query = network.query(kind, 'menu:1')
    // A render reads it before any loader: the same state each time (hydration compares them).
    const first = browser.snapshot(query)
    expect(first).toEqual({ status: 'ready', value: 'dishes', savedAt: null, refreshing: false })
    expect(browser.snapshot(query)).toBe(first)
    expect(await browser.load(query)).toBe(first)
    browser.watch(query, () => {})
    await settle()
    expect(network.asked).toEqual([])
    expect(calls).toEqual(['write menu:1=dishes'])
  })

  it('notes what a render read that nothing loaded, and hands each over once', async () => {
    const server = createServerRecordStore({ api: browserApi })
    const network = scriptedNetwork()
    const query = network.query(kindOf({ shared: true }), 'brand:1')
    server.snapshot(query)
    expect(server.takeMissed()).toEqual([query])
    expect(server.takeMissed()).toEqual([])
  })
})
