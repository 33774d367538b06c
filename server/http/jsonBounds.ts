/**
 * Bounds checked on request JSON before anything walks it, without recursion, so no input can
 * overflow the stack (about 8,000 nested arrays in 16 KB once did, on every JSON call).
 */

/** Deepest nesting of arrays and objects a request body may have; real payloads stay under 10. */
export const MAX_JSON_DEPTH = 32

/**
 * Whether JSON text nests deeper than `limit`. Text with no more than `limit` opening brackets
 * cannot, and finding them is a fast search; only other text is scanned character by character.
 */
export function isTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let brackets = 0
  for (const bracket of ['[', '{']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1))
      if (++brackets > limit) return jsonDepth(text, limit) > limit
  }
  return false
}

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
  // Each pending value keeps its key and its parent's entry; a path is spelled only when found, so
  // an array of half a million items costs no half a million path strings.
  type Pending = { value: unknown; key: string | number; parent: Pending | null }
  const pathOf = (entry: Pending) => {
    const keys: (string | number)[] = []
    for (let at: Pending | null = entry; at?.parent; at = at.parent) keys.push(at.key)
    return keys.reverse().join('.')
  }
  const pending: Pending[] = [{ value: input, key: '', parent: null }]
  while (pending.length > 0) {
    const entry = pending.pop()!
    const { value } = entry
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(entry)
      continue
    }
    if (value === null || typeof value !== 'object') continue
    // Pushed in reverse so that the first field is looked at first, as a reader would.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], key: i, parent: entry })
      continue
    }
    const keys = Object.keys(value)
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!
      const child = { value: (value as Record<string, unknown>)[key], key, parent: entry }
      if (key.includes('\u0000')) return pathOf(child)
      pending.push(child)
    }
  }
  return null
}
