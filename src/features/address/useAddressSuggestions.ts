import { useEffect, useState } from 'react'
import { searchAddresses } from '../../api/geocode'
import { useApp } from '../../app/appContext'
import type { GeocodeSuggestion } from '../../domain/contract/geocode'

/** Quiet time after the last keystroke before asking, so that a word typed is one call. */
const DEBOUNCE_MS = 400
/** Fewer characters than this name no place worth asking about (the server's minimum). */
const MIN_QUERY = 3

/**
 * Suggestions for what the diner is typing (gsa/geocode/search), debounced; none offline, for short
 * text, or when `text` is null (the field was filled by a pin or a pick, not typed).
 */
export function useAddressSuggestions(text: string | null, online: boolean): GeocodeSuggestion[] {
  const { api } = useApp()
  const [found, setFound] = useState<{ for: string; list: GeocodeSuggestion[] } | null>(null)
  const query = text?.trim() ?? ''
  const wanted = online && query.length >= MIN_QUERY

  useEffect(() => {
    if (!wanted) return
    let current = true
    const timer = setTimeout(() => {
      void searchAddresses(api, query).then((list) => {
        if (current) setFound({ for: query, list })
      })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, wanted, query])

  return wanted && found?.for === query ? found.list : []
}
