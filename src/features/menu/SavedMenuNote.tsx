import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Locale } from '../../domain/locale'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import './savedMenuNote.css'

/** A saved menu being checked is only announced if the check takes longer than this, ms. */
const QUIET_CHECK_MS = 1500
/** The age is refreshed this often while shown, ms. */
const AGE_TICK_MS = 30_000
/** Longest the first age waits for the page to be idle, ms. */
const AGE_FIRST_WAIT_MS = 1000

const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-hk': 'zh-HK' }

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** Made once per language: the first one costs the browser a noticeable moment (its locale data). */
const formats = new Map<Locale, Intl.RelativeTimeFormat>()

/** "5 minutes ago", "2 hours ago", "yesterday" … in the interface language. */
export function ageText(savedAt: number, now: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(LANGUAGE_TAG[locale], { numeric: 'auto' })
    formats.set(locale, format)
  }
  const elapsed = Math.max(0, now - savedAt)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return format.format(0, 'minute')
}

/**
 * Says the menu shown is the copy saved on this device, when it was saved and how old it is
 * (issue 4 item 7), while the server has not confirmed it: offline, unreachable, or a slow check.
 * Shown at the bottom of the screen (above the cart bar, or in the desktop cart panel), so that it
 * can come and go without moving the menu.
 */
export function SavedMenuNote({ savedAt, refreshing }: { savedAt: number | null; refreshing: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  // The age comes once the page is idle (after the menu has painted), then every AGE_TICK_MS. The
  // note waits for it: shown first without it, it grew by a line when it came (a layout shift).
  const [now, setNow] = useState<number | null>(null)
  const [slow, setSlow] = useState(false)

  useEffect(() => {
    if (savedAt === null) return
    const tick = () => setNow(Date.now())
    const first =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(tick, { timeout: AGE_FIRST_WAIT_MS })
        : window.setTimeout(tick, AGE_FIRST_WAIT_MS)
    const timer = setInterval(tick, AGE_TICK_MS)
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(first)
      else window.clearTimeout(first)
      clearInterval(timer)
    }
  }, [savedAt])

  useEffect(() => {
    setSlow(false)
    if (!refreshing) return
    const timer = setTimeout(() => setSlow(true), QUIET_CHECK_MS)
    return () => clearTimeout(timer)
  }, [refreshing])

  if (savedAt === null || now === null || (refreshing && !slow)) return null
  const when = formatDate(savedAt, 8)
  return (
    <div className="saved-menu-note" role="status">
      <p>
        <strong>{t`Saved menu from ${when}`}</strong>
        <span className="muted"> ({ageText(savedAt, now, locale)})</span>
      </p>
      <p className="muted">
        {refreshing
          ? t`Checking for a newer menu…`
          : t`This is the menu saved on this device; prices and dishes may have changed.`}
      </p>
    </div>
  )
}
