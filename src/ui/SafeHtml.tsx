import { useMemo } from 'react'
import { sanitizeHtml } from './sanitizeHtml'
import { useHasDom } from './useHasDom'

/**
 * Renders brand-authored rich text (terms, privacy, brand pages), sanitised by DOMPurify with the
 * allow-list of `sanitizeHtml`. Sanitising needs a DOM to parse with, so without one (server
 * rendering, and the hydration pass after it) the container renders empty and the text appears
 * when the browser renders again: brand HTML is never sent unsanitised. In the browser the
 * first render already holds the text.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hasDom = useHasDom()
  const clean = useMemo(() => (hasDom ? sanitizeHtml(html, window) : ''), [hasDom, html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above by DOMPurify with an allow-list
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />
}
