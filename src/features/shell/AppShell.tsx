import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { backgroundWorkAllowed } from '../../db/open'
import { isFocusedScreen } from '../../domain/focusedScreens'
import { layoutModeFor } from '../../domain/layoutMode'
import { Toaster } from '../../ui/Toaster'
import { usePayWaitShown } from '../pay/payWaitStore'
import { OptionalPart } from './OptionalPart'
import { ScreenOutlet } from './ScreenOutlet'
import { TabBar } from './TabBar'
import { useApiNoticeToasts } from './useApiNoticeToasts'
import { useDeviceKind } from './useDeviceKind'

/** Only a pay screen's wait needs it. */
const PayingOverlay = lazy(() =>
  import('../pay/PayingOverlay').then((module) => ({ default: module.PayingOverlay })),
)

const laterParts = () => import('./LaterShellParts')
const LaterFooter = lazy(() => laterParts().then((module) => ({ default: module.LaterFooter })))
const LaterOverlays = lazy(() => laterParts().then((module) => ({ default: module.LaterOverlays })))

/** True once the first screen has painted (the footer and prompts wait for it). */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let live = true
    void backgroundWorkAllowed().then(() => {
      // A transition: React renders the footer and prompts in short tasks, not in one long one.
      if (live) startTransition(() => setDone(true))
    })
    return () => {
      live = false
    }
  }, [])
  return done
}

/** The frame around every screen: skip link, main landmark, footer, tab bar and global overlays. */
export function AppShell() {
  const location = useRouterState({ select: (state) => state.location })
  const device = useDeviceKind()
  const layout = layoutModeFor(location.pathname, location.searchStr, device)
  // Checkout and pay: no tabs, the screen's own buttons lead on (src/domain/focusedScreens.ts).
  const focused = isFocusedScreen(location.pathname)
  // A pay screen waiting for its payment (SPEC §2: the /pay/ URLs) covers everything.
  const paying = usePayWaitShown()
  const painted = useFirstPaintDone()
  useApiNoticeToasts()

  // Before the browser paints, so that a desktop's first frame is already the narrow column.
  useLayoutEffect(() => {
    document.documentElement.dataset.layout = layout
  }, [layout])

  return (
    <>
      <div className="app" inert={paying !== null} data-tabs={focused ? 'none' : undefined}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <main id="main" className="app-main" tabIndex={-1}>
          <ScreenOutlet />
        </main>
        {painted ? (
          <OptionalPart>
            <LaterFooter withAppLinks={layout !== 'wide'} />
          </OptionalPart>
        ) : null}
        {layout === 'wide' || focused ? null : <TabBar />}
      </div>
      {paying ? (
        <Suspense fallback={null}>
          <PayingOverlay shown={paying} />
        </Suspense>
      ) : null}
      <Toaster />
      {painted ? (
        <OptionalPart>
          <LaterOverlays />
        </OptionalPart>
      ) : null}
    </>
  )
}
