import { type ComponentProps, lazy, Suspense } from 'react'

/** Only a page that could not load needs it: its code stays out of every first load. */
const Notice = lazy(() =>
  import('./UnreachableNotice').then((module) => ({ default: module.UnreachableNotice })),
)

/** ./UnreachableNotice.tsx, loaded when shown (the service worker has precached it for offline use). */
export function LazyUnreachableNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  )
}
