import { createEmitter } from '../domain/emitter'

/**
 * The brand's product name, the page-title suffix (SPEC §1), as a value to watch: screens set the
 * title in an effect that follows it, without re-rendering when the brand's answers come in.
 */

let current = ''
const listeners = createEmitter<string>()

/** Called by the brand provider when the name is known or changes. */
export function publishProductName(productName: string): void {
  if (productName === current) return
  current = productName
  listeners.emit(productName)
}

/** Calls `listener` with the name now and on every change; returns the stop function. */
export function watchProductName(listener: (productName: string) => void): () => void {
  const stop = listeners.subscribe(listener)
  listener(current)
  return stop
}

/** `parts` joined with ' - ', blanks and repeats left out: the document title. */
export function titleOf(parts: readonly string[]): string {
  return [...new Set(parts.filter((part) => part.trim() !== ''))].join(' - ')
}
