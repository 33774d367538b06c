import { createRootRouteWithContext, lazyRouteComponent, redirect } from '@tanstack/react-router'
import type { AppContext } from '../app/appContext'
import { BrandProvider } from '../features/brand/BrandContext'
import { AppShell } from '../features/shell/AppShell'
import { LoadFailedScreen } from '../features/shell/loadFailedScreen'
import { PendingPage } from '../features/shell/PendingPage'
import { isWideScreen } from '../ui/desktopBrowser'

function RootLayout() {
  return (
    <BrandProvider>
      <AppShell />
    </BrandProvider>
  )
}

/** Every route's loader gets the app context (src/app/appContext.ts) as `context`. */
export const Route = createRootRouteWithContext<AppContext>()({
  // A screen with a phone and a desktop form opens the one that fits the screen. Only a wide screen
  // or a desktop path can move, so a phone's first load does not carry the rule.
  beforeLoad: async ({ location }) => {
    if (typeof window === 'undefined' || !(location.pathname.startsWith('/pc') || isWideScreen())) return
    const { otherScreenForm } = await import('./-components/screenVariant')
    const href = otherScreenForm(location)
    if (href) throw redirect({ href, replace: true })
  },
  component: RootLayout,
  // Loaded when first needed: no first screen carries them.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/ErrorPage'), 'ErrorPage'),
  errorComponent: LoadFailedScreen,
  pendingComponent: PendingPage,
})
