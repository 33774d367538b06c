import { useSyncExternalStore } from 'react'
import { toastDurationMs } from './desktopBrowser'

export type Toast = { id: number; text: string }

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a short message (1000 ms on desktop, 2000 ms on phones); a repeat of the visible text is not stacked. */
export function showToast(text: string): void {
  if (toasts.some((toast) => toast.text === text)) return
  const toast = { id: nextId++, text }
  publish([...toasts, toast])
  setTimeout(() => publish(toasts.filter((shown) => shown.id !== toast.id)), toastDurationMs())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
