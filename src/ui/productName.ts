/**
 * The brand's product name, the page-title suffix (SPEC §1), as a value to watch: screens set the
 * title in an effect that follows it, without re-rendering when the brand's answers come in.
 */

let current = ''
const listeners = new Set<(productName: string) => void>()

/** Called by the brand provider when the name is known or changes. */
export function publishProductName(productName: string): void {
  if (productName === current) return
  current = productName
  for (const listener of listeners) listener(productName)
}

/** Calls `listener` with the name now and on every change; returns the stop function. */
export function watchProductName(listener: (productName: string) => void): () => void {
  listeners.add(listener)
  listener(current)
  return () => {
    listeners.delete(listener)
  }
}

/** `parts` joined with ' - ', blanks and repeats left out: the document title. */
export function titleOf(parts: readonly string[]): string {
  return [...new Set(parts.filter((part) => part.trim() !== ''))].join(' - ')
}
