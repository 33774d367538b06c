import { useMemo, useState } from 'react'
import { hoursStateOf } from '../../domain/openingHours'
import { type TimeSlotOption, timeSlotList } from '../../domain/timeSlots'
import { useMinuteClock } from '../../ui/useMinuteClock'

/**
 * The times the diner may choose (SPEC §5 time slots), rebuilt each minute so that passed slots
 * leave the list, and the one chosen (the first while none is, or the chosen one has passed).
 */
export function useTimeSlots(input: {
  settings: { slotMinutes: number } | null
  leadMinutes: number
  /** The restaurant's hours as `HH:mm-HH:mm`: no slot outside them (only later ones while closed). */
  businessHours: string | undefined
  delivered: boolean
  deliveryFee: string
}) {
  const { settings, leadMinutes, businessHours, delivered, deliveryFee } = input
  const [value, choose] = useState('0')
  const now = useMinuteClock()

  const slots: TimeSlotOption[] = useMemo(() => {
    if (!settings || !now) return []
    const hours = hoursStateOf(businessHours, now)
    return timeSlotList({
      now,
      intervalMinutes: settings.slotMinutes,
      leadMinutes,
      ...(hours.closesAt ? { closesAt: hours.closesAt } : {}),
      ...(hours.open ? {} : { opensAt: hours.opensAt }),
      deliveryFee: delivered ? deliveryFee : '0.00',
      // Pick-up reads 'As soon as possible' (issue 36: 'Served' is the dine-in wording); delivered orders 'Immediately'.
      asapMode: !delivered,
    })
  }, [settings, leadMinutes, businessHours, now, delivered, deliveryFee])
  const slot = slots.find((option) => (option.time ?? '0') === value) ?? slots[0] ?? null
  return { slots, slot, choose }
}
