/**
 * SPEC §5 and §9: an order remark holds at most 50 characters, and emoji are stripped.
 * Interpretation: emoji go first (src/domain/text.ts), then the length counts user-perceived
 * characters (grapheme clusters: "é" written as e + accent is one), so a cut never splits one.
 * White space is kept as typed; the caller trims on submit.
 */
import { UNITS_PER_CHARACTER } from '../inputBounds'
import { stripEmoji } from '../text'

/** Longest remark, in user-perceived characters (SPEC §9). */
export const REMARK_MAX_CHARS = 50
/** Longest remark as sent, in UTF-16 units (emoji included, before they are stripped). */
export const REMARK_MAX_UNITS = REMARK_MAX_CHARS * UNITS_PER_CHARACTER

/** The remark as it may be kept, and whether characters beyond the limit were dropped. */
export type CleanRemark = { text: string; cut: boolean }

let segmenter: Intl.Segmenter | null | undefined

/** Splits text into user-perceived characters (code points where Intl.Segmenter is missing). */
export function graphemes(text: string): string[] {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment)
  return Array.from(text)
}

/**
 * Strips emoji and keeps the first `max` characters (default 50). Only the first `max` × 16 units
 * are read: a segmenter's cost grows with the whole text, even for its first few characters.
 */
export function cleanRemark(text: string, max: number = REMARK_MAX_CHARS): CleanRemark {
  const readable = text.slice(0, max * UNITS_PER_CHARACTER)
  const characters = graphemes(stripEmoji(readable))
  const cut = readable.length < text.length
  if (characters.length <= max) return { text: characters.join(''), cut }
  return { text: characters.slice(0, max).join(''), cut: true }
}
