import * as v from 'valibot'

/**
 * Input is bounded by its length before anything reads it (issue 34): a regular expression, a
 * segmenter, a split or a loop over a text or an array costs per character or per item, and the
 * request's 1 MB allows half a million of either. So every text and array parameter is refused by
 * its length first, and only what is left is looked at. The server parses with abortEarly
 * (server/http/input.ts), so nothing runs after a refused length.
 */

/**
 * UTF-16 units one user-perceived character may take before a text is refused unread: an emoji
 * sequence takes up to 11 (a family with skin tones), a letter with its accents a few; 16 leaves room.
 */
export const UNITS_PER_CHARACTER = 16

/** A text of at most `maxUnits` UTF-16 units. */
export const boundedText = (maxUnits: number) => v.pipe(v.string(), v.maxLength(maxUnits))

/** An array of at most `max` items, its length checked before any item is read. */
export function boundedArray<TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(
    // Anything but a too-long array passes on to v.array, which refuses what is not an array.
    v.custom<v.InferInput<TItem>[]>((input) => !Array.isArray(input) || input.length <= max),
    v.array(item),
  )
}
