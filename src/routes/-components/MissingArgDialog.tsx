import { lazy, Suspense } from 'react'

const MissingArgPrompt = lazy(() =>
  import('./MissingArgPrompt').then((module) => ({ default: module.MissingArgPrompt })),
)

/**
 * SPEC §2: a route opened without its arg says so (./MissingArgPrompt). Loaded only then, so the
 * screens that get their arg, nearly all visits, do not carry the dialog.
 */
export function MissingArgDialog() {
  return (
    <Suspense fallback={null}>
      <MissingArgPrompt />
    </Suspense>
  )
}
