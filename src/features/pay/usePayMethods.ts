import { useEffect, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import { refreshCall, useAnswer } from '../../data/calls'
import { payTypeListRead } from '../../data/restaurantReads'
import { type BrowserTraits, browserTraits } from '../../domain/device'
import { type PayMethodList, payMethodList } from '../../domain/payMethods'
import { CASH_PAY_TYPE } from '../../domain/payTypes'
import { isWideScreen } from '../../ui/desktopBrowser'

/** What a pay screen offers: the methods, and whether the restaurant's list could be read. */
export type PayMethodChoice = PayMethodList & {
  /** undefined while the list loads; false when it failed and only cash is offered. */
  loaded: boolean | undefined
  retry: () => void
}

/** Until the browser is read (an effect): neither desktop nor Safari, so nothing device-bound shows. */
const UNKNOWN_BROWSER: BrowserTraits = { desktop: false, safari: false }

/** The browser's traits for the method rules, read after the first render and on resizes. */
function useBrowserTraits(): BrowserTraits {
  const [traits, setTraits] = useState(UNKNOWN_BROWSER)
  useEffect(() => {
    const read = () =>
      setTraits((current) => {
        const next = browserTraits({
          userAgent: navigator.userAgent,
          wideScreen: isWideScreen(),
          maxTouchPoints: navigator.maxTouchPoints,
        })
        return next.desktop === current.desktop && next.safari === current.safari ? current : next
      })
    read()
    window.addEventListener('resize', read)
    return () => window.removeEventListener('resize', read)
  }, [])
  return traits
}

/**
 * The methods to offer for `amount` at a restaurant (SPEC §5, src/domain/payMethods.ts). When the
 * list cannot be read and no copy is on the device, cash alone is offered with `withCash`; a screen
 * that pays online only passes false and offers nothing.
 */
export function usePayMethods(restaurantId: number, amount: string, withCash: boolean): PayMethodChoice {
  const { records } = useApp()
  const query = useMemo(() => payTypeListRead(restaurantId), [restaurantId])
  const answer = useAnswer(query)
  const traits = useBrowserTraits()
  return useMemo(() => {
    const retry = () => refreshCall(records, query)
    const loaded = answer === undefined ? undefined : answer.success
    const types = answer?.success
      ? (answer.data ?? [])
      : withCash && answer !== undefined
        ? [{ id: CASH_PAY_TYPE, isdefault: 1, show: 1 }]
        : []
    const offered = withCash ? types : types.filter((type) => type.id !== CASH_PAY_TYPE)
    return { ...payMethodList(offered, amount, traits), loaded, retry }
  }, [answer, amount, traits, withCash, query, records])
}
