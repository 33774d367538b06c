import type { ParsedLocation } from '@tanstack/react-router'
import { isWideScreen } from '../../ui/desktopBrowser'

/**
 * Which form of a screen that has a phone and a desktop variant fits this screen: a route's
 * beforeLoad redirects to the other form when it is not the one it draws. Null where there is no
 * screen to measure (a server render) and on a wide screen asked for the full-width phone layout
 * with ?a=0 (SPEC §2).
 */
export function fittingVariant(location: Pick<ParsedLocation, 'searchStr'>): 'phone' | 'desktop' | null {
  if (typeof window === 'undefined') return null
  if (!isWideScreen()) return 'phone'
  return new URLSearchParams(location.searchStr).get('a') === '0' ? null : 'desktop'
}
