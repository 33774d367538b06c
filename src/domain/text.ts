/** SPEC §5 empty values, defined with the parameters that read them (on the first-render path). */
export { isEmptyValue } from './contract/idParams'

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** Strips HTML tags from restaurant keywords (SPEC §1) and folds the white space left behind. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-zA-Z!][^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITY[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f|[\u{1f3fb}-\u{1f3ff}])/gu

/** True when the text holds an emoji (SPEC §5). */
export function hasEmoji(text: string): boolean {
  EMOJI.lastIndex = 0
  const found = EMOJI.test(text)
  EMOJI.lastIndex = 0
  return found
}

/** Removes emoji (with their joiners, variation selectors and skin tones). */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '')
}
