/**
 * Bounds checked on request JSON before anything walks it, without recursion, so no input can
 * overflow the stack (about 8,000 nested arrays in 16 KB once did, on every JSON call).
 */

/** Deepest nesting of arrays and objects a request body may have; real payloads stay under 10. */
export const MAX_JSON_DEPTH = 32

/** The deepest nesting in JSON text, counted in one pass that skips strings; stops past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c /* \ */) i++
      else if (char === 0x22 /* " */) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--
  }
  return deepest
}

/**
 * The dotted path of the first string (or key) holding U+0000, '' for the root, null when none.
 * PostgreSQL text cannot hold it; such input is invalid rather than a database error.
 */
export function findNulCharacter(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path
      continue
    }
    if (value === null || typeof value !== 'object') continue
    const entries = Object.entries(value)
    // Pushed in reverse so that the first field is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!
      const childPath = path ? `${path}.${key}` : key
      if (key.includes('\u0000')) return childPath
      pending.push({ value: child, path: childPath })
    }
  }
  return null
}
