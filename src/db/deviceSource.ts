/**
 * What the record layer (src/data, docs/data.md) asks of the device's copies, defined here so that
 * the tables that keep them (./menuCache.ts, ./addresses.ts, ./apiCache.ts) need nothing of it.
 */

/** A value kept on the device, with when it was saved (epoch ms). */
export type Saved<T> = { value: T; savedAt: number }

/**
 * Where a kind keeps its copies on the device (IndexedDB in the PWA; absent on the server). Reads
 * answer undefined when there is no copy and reject when storage is unusable.
 */
export type DeviceSource<T> = {
  read(key: string): Promise<Saved<T> | undefined>
  write(key: string, saved: Saved<T>): Promise<void>
  /** The server confirmed the copy current at `savedAt` (kinds whose server can say unchanged). */
  confirm?(key: string, savedAt: number): Promise<void>
  /** Drops the copy (kinds that know when a record is `gone`). */
  remove?(key: string): Promise<void>
}
