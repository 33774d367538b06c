import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TimeSlotOption } from '../../domain/timeSlots'

/** Words of the order confirmation that are built from data (time slots). */

/** `12:45` of an ISO time at +08:00 (SPEC §9: times are shown at UTC+8). */
function clock(iso: string | undefined): string {
  return iso ? iso.slice(11, 16) : ''
}

/** A time slot as the list shows it. */
export function slotText(slot: TimeSlotOption, i18n: I18n): string {
  if (slot.label === 'immediately') return i18n._(msg`Immediately`)
  if (slot.label === 'asap') return i18n._(msg`As soon as possible`)
  const range = `${clock(slot.start)}–${clock(slot.end)}`
  return slot.tomorrow ? i18n._(msg`Tomorrow ${range}`) : range
}

/** An ISO time at +08:00 as `HH:mm`. */
export function clockText(iso: string): string {
  return clock(iso)
}
