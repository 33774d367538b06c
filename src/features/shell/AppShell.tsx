import { Trans } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { backgroundWorkAllowed } from '../../db/open'
import { isDesktopBrowser, isWideScreen } from '../../ui/desktopBrowser'
import { Toaster } from '../../ui/Toaster'
import { TabBar } from './TabBar'
import { useApiNoticeToasts } from './useApiNoticeToasts'

/** Only payment URLs need it. */
const PayingOverlay = lazy(() =>
  import('./PayingOverlay').then((module) => ({ default: module.PayingOverlay })),
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
      if (live) setDone(true)
    })
    return () => {
      live = false
    }
  }, [])
  return done
}

export type LayoutMode = 'wide' | 'narrow' | 'full'

/** Screens without a pc* variant that the desktop menu opens. */
const WIDE_DISH_SCREENS = ['/combo', '/foodDetail']

/**
 * SPEC §2: a desktop browser gets the narrow centred column unless the query string has a=0;
 * the root desktop brand page and the pc* desktop variants (SPEC §6) are laid out wide, and so
 * are a dish's choices on a wide screen.
 */
function layoutModeFor(pathname: string, searchStr: string): LayoutMode {
  if (pathname === '/' || pathname === '' || pathname.startsWith('/pc')) return 'wide'
  if (new URLSearchParams(searchStr).get('a') === '0') return 'full'
  if (!isDesktopBrowser()) return 'full'
  // A dish's choices, opened from the desktop menu, stay in its wide frame.
  return WIDE_DISH_SCREENS.some((path) => pathname.startsWith(path)) && isWideScreen() ? 'wide' : 'narrow'
}

/** The frame around every screen: skip link, main landmark, footer, tab bar and global overlays. */
export function AppShell() {
  const location = useRouterState({ select: (state) => state.location })
  const layout = layoutModeFor(location.pathname, location.searchStr)
  const paying = location.pathname.includes('/pay/')
  const painted = useFirstPaintDone()
  useApiNoticeToasts()

  useEffect(() => {
    document.documentElement.dataset.layout = layout
  }, [layout])

  return (
    <>
      <div className="app" inert={paying}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        {painted ? (
          <Suspense fallback={null}>
            <LaterFooter withAppLinks={layout !== 'wide'} />
          </Suspense>
        ) : null}
        {layout === 'wide' ? null : <TabBar />}
      </div>
      {paying ? (
        <Suspense fallback={null}>
          <PayingOverlay />
        </Suspense>
      ) : null}
      <Toaster />
      {painted ? (
        <Suspense fallback={null}>
          <LaterOverlays />
        </Suspense>
      ) : null}
    </>
  )
}
