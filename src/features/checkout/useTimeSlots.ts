import { useEffect, useMemo, useState } from 'react'
import { closesAtOf, type TimeSlotOption, timeSlotList } from '../../domain/timeSlots'

/** How often the time list is rebuilt while the screen stays open: 1 min. */
const SLOT_REFRESH_MS = 60_000

/**
 * The times the diner may choose (SPEC §5 time slots), rebuilt each minute so that passed slots
 * leave the list, and the one chosen (the first while none is, or the chosen one has passed).
 */
export function useTimeSlots(input: {
  settings: { slotMinutes: number } | null
  leadMinutes: number
  /** The restaurant's hours as `HH:mm-HH:mm`: no slot after it closes. */
  businessHours: string | undefined
  delivered: boolean
  deliveryFee: string
}) {
  const { settings, leadMinutes, businessHours, delivered, deliveryFee } = input
  const [value, choose] = useState('0')
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SLOT_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const slots: TimeSlotOption[] = useMemo(() => {
    if (!settings) return []
    const closesAt = businessHours ? closesAtOf(businessHours, new Date(now)) : undefined
    return timeSlotList({
      now: new Date(now),
      intervalMinutes: settings.slotMinutes,
      leadMinutes,
      ...(closesAt ? { closesAt } : {}),
      deliveryFee: delivered ? deliveryFee : '0.00',
      // Pick-up reads 'As soon as possible' (issue 36: 'Served' is the dine-in wording); delivered orders 'Immediately'.
      asapMode: !delivered,
    })
  }, [settings, leadMinutes, businessHours, now, delivered, deliveryFee])
  const slot = slots.find((option) => (option.time ?? '0') === value) ?? slots[0] ?? null
  return { slots, slot, choose }
}
