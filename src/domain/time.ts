import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'

import { DISPLAY_UTC_OFFSET_MINUTES } from './businessDay'

dayjs.extend(utc)

export function atDisplayOffset(instant: Date | number | string): Dayjs {
  return dayjs(instant).utcOffset(DISPLAY_UTC_OFFSET_MINUTES)
}

/** SPEC §9 date presets 1..9. */
export const DATE_PRESETS = {
  1: 'YYYY-MM-DD HH:mm:ss',
  2: 'YYYY-MM-DD',
  3: 'MM-DD',
  4: 'HH:mm:ss',
  5: 'HH:mm',
  6: 'YYYYMMDD',
  7: 'MM-DD HH:mm',
  8: 'YYYY-MM-DD HH:mm',
  9: 'YYYY/MM/DD',
} as const
export type DatePreset = keyof typeof DATE_PRESETS

/** Formats an instant with one of the nine presets, at UTC+8. */
export function formatDate(instant: Date | number | string, preset: DatePreset = 1): string {
  const value = atDisplayOffset(instant)
  return value.isValid() ? value.format(DATE_PRESETS[preset]) : ''
}
