import { useEffect, useMemo, useState } from 'react'

/** How often a screen's time moves on: each minute, as opening hours and time slots change. */
const MINUTE_MS = 60_000

/**
 * What `read` (memoised by the caller) makes of the time, each minute, as a plain value: `before` on
 * the server and while the page hydrates. A screen re-renders only when the value changes, so an
 * open shop costs the first screen no render after hydration (a whole menu would render again).
 */
export function useClockValue<T extends string | number | boolean | null>(
  read: (now: Date) => T,
  before: T,
): T {
  const [value, setValue] = useState<T>(before)
  useEffect(() => {
    const update = () => setValue(read(new Date()))
    update()
    const timer = window.setInterval(update, MINUTE_MS)
    return () => window.clearInterval(timer)
  }, [read])
  return value
}

const readTime = (now: Date) => now.getTime()

/**
 * The time, moved on each minute while the screen stays open, so that the time slots follow the
 * clock without a reload. Null on the server and while the page hydrates: a page the server renders
 * is kept and served again later (server/http/serverRender.ts), so what depends on the time is drawn
 * by the browser, once mounted, with its own clock.
 */
export function useMinuteClock(): Date | null {
  const time = useClockValue(readTime, null)
  return useMemo(() => (time === null ? null : new Date(time)), [time])
}
