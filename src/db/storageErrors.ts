import { createEmitter } from '../domain/emitter'

/**
 * Storage failures that happen after the database opened (a full disk during a write, the
 * browser closing the connection). Kept free of the database module so it can install the
 * detector without an import cycle; the UI subscribes through `onStorageError` in ./health.
 */

type StorageErrorReason = 'quota' | 'unavailable'
export type StorageErrorNotice = { reason: StorageErrorReason; error: unknown }

const listeners = createEmitter<StorageErrorNotice>()

/** Subscribes to storage errors raised by later writes; returns the unsubscribe function. */
export function onStorageError(listener: (notice: StorageErrorNotice) => void): () => void {
  return listeners.subscribe(listener)
}

export function emitStorageError(notice: StorageErrorNotice): void {
  listeners.emit(notice)
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined
}

/** Whether an error (or the IndexedDB error Dexie wraps in `inner`) means the storage quota is full. */
export function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (errorName(current) === 'QuotaExceededError') return true
    current = typeof current === 'object' && 'inner' in current ? (current as { inner: unknown }).inner : null
  }
  return false
}
