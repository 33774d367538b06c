import { useSyncExternalStore } from 'react'
import { createEmitter } from '../../domain/emitter'

/**
 * What the paying overlay shows, published by the pay screen that waits (./usePayWait.ts) and read
 * by the app shell, which draws the overlay above everything and makes the page beneath inert.
 * Null while no screen waits. Module state only: nothing here touches the browser.
 */
export type PayWaitShown = {
  cancelButton: boolean
  cancelBusy: boolean
  unreachable: boolean
  onCancel: () => void
}

let shown: PayWaitShown | null = null
const listeners = createEmitter()

export function publishPayWait(next: PayWaitShown | null): void {
  shown = next
  listeners.emit()
}

function subscribe(listener: () => void): () => void {
  return listeners.subscribe(listener)
}

export function usePayWaitShown(): PayWaitShown | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  )
}
