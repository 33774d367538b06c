import { beforeEach, describe, expect, it } from 'vitest'
import { peekStoredState } from '../../src/db/bootPeek'
import { db } from '../../src/db/database'
import { deviceMirror } from '../../src/db/mirror'
import { startMirrorSync } from '../../src/db/mirrorSync'
import type { SettingKey, SettingValue } from '../../src/db/records'
import { getSetting, setSetting } from '../../src/db/settings'
import { SettingRecordSchema } from '../../src/domain/settingValues'
import { resetDatabase } from './helpers/resetDatabase'
import { reportedBadRecord, storedOnceFixed, storeRaw, until } from './helpers/storedRecords'

/** A sound value of every key (the type makes a new key fail to compile until it is listed here). */
const SAMPLES: { [Key in SettingKey]: SettingValue<Key> } = {
  locale: 'zh-hk',
  brandId: 3,
  brandAlias: 'demo',
  restaurantId: null,
  menuType: 7,
  reType: 2,
  personCount: 4,
  deviceToken: 'device-1',
  selectedAddressId: 12,
  documentTitle: 'Demo',
  environmentHost: 'shop.example',
  qrCodes: { '1_4': 'demo-central-t1' },
  tablesOpened: [{ qrCode: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', brandId: 1, restaurantId: 1 }],
  lastErrorReportAt: 1_741_581_296_000,
  outboxReplayLease: { holder: 'tab-1', expiresAt: 1_741_581_356_000 },
  debugConsole: true,
  couponToUse: { brandId: 1, memberCouponId: 42 },
  storageProbe: 1,
}

async function roundTrip<Key extends SettingKey>(key: Key): Promise<void> {
  await setSetting(deviceMirror, key, SAMPLES[key])
  expect(await getSetting(deviceMirror, key)).toEqual(SAMPLES[key])
  expect((await db.settings.get(key))?.value).toEqual(SAMPLES[key])
}

beforeEach(resetDatabase)

describe('settings read from the database', () => {
  it('round-trips every key', async () => {
    const keys = SettingRecordSchema.options.map((option) => option.entries.key.literal)
    for (const key of keys) await roundTrip(key)
    expect(await db.settings.count()).toBe(keys.length)
  })

  it('reads a wrong-typed stored value as unset, logs it and drops it', async () => {
    await storeRaw('settings', { key: 'brandId', value: '3' })
    expect(await getSetting(deviceMirror, 'brandId')).toBeUndefined()
    expect(await reportedBadRecord('settings')).toContain(
      '(brandId) failed its schema: value: expected number',
    )
    await storedOnceFixed('settings', 'brandId', (value) => value === undefined)
  })

  it('refuses a wrong-typed write, at compile time and at run time', async () => {
    // @ts-expect-error brandId is a number
    await expect(setSetting(deviceMirror, 'brandId', '3')).rejects.toThrow()
    await expect(setSetting(deviceMirror, 'personCount', 0)).rejects.toThrow()
    expect(await db.settings.get('brandId')).toBeUndefined()
  })
})

describe('settings read at start (boot read and mirror)', () => {
  it('leaves out what fails its schema, then drops it from the database', async () => {
    await storeRaw('settings', { key: 'locale', value: 'en' })
    await storeRaw('settings', { key: 'personCount', value: 0 })
    await storeRaw('settings', { key: 'theme', value: 'dark' })
    const peek = await peekStoredState(indexedDB)
    expect(peek).toEqual({ ok: true, settings: [{ key: 'locale', value: 'en' }], session: null })
    await reportedBadRecord('settings')
    await storedOnceFixed('settings', 'personCount', (value) => value === undefined)
    await storedOnceFixed('settings', 'theme', (value) => value === undefined)

    if (!peek.ok) return
    deviceMirror.prime(peek.settings, peek.session)
    expect(deviceMirror.setting('locale')).toBe('en')
    expect(await getSetting(deviceMirror, 'personCount')).toBeUndefined()

    // Another tab's writes reach the mirror, unless they fail their schema.
    const stop = await startMirrorSync()
    await storeRaw('settings', { key: 'personCount', value: 'many' })
    await storeRaw('settings', { key: 'brandId', value: 5 })
    await until(
      async () => deviceMirror.setting('brandId'),
      (brandId) => brandId === 5,
    )
    expect(deviceMirror.setting('personCount')).toBeUndefined()
    await storedOnceFixed('settings', 'personCount', (value) => value === undefined)
    stop()
  })
})
