import { useEffect, useState } from 'react'

/** How often a screen's time moves on: each minute, as opening hours and time slots change. */
const MINUTE_MS = 60_000

/**
 * The time, moved on each minute while the screen stays open, so that a shop's open state and the
 * time slots follow the clock without a reload. Null on the server and while the page hydrates: a
 * page the server renders is kept and served again later (server/http/serverRender.ts), so what
 * depends on the time is drawn by the browser, once mounted, with its own clock.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
