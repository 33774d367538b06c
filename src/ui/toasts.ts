import { useSyncExternalStore } from 'react'
import { createEmitter } from '../domain/emitter'
import { toastDurationMs } from './desktopBrowser'

export type Toast = { id: number; text: string }

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = createEmitter()

function publish(next: readonly Toast[]): void {
  toasts = next
  listeners.emit()
}

/** Shows a short message (1000 ms on desktop, 2000 ms on phones); a repeat of the visible text is not stacked. */
export function showToast(text: string): void {
  if (toasts.some((toast) => toast.text === text)) return
  const toast = { id: nextId++, text }
  publish([...toasts, toast])
  setTimeout(() => publish(toasts.filter((shown) => shown.id !== toast.id)), toastDurationMs())
}

function subscribe(listener: () => void): () => void {
  return listeners.subscribe(listener)
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
