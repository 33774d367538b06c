import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router'
import { BrandProvider } from '../features/brand/BrandContext'
import { AppShell } from '../features/shell/AppShell'
import { PendingPage } from '../features/shell/PendingPage'

function RootLayout() {
  return (
    <BrandProvider>
      <AppShell />
    </BrandProvider>
  )
}

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded when first needed: no first screen carries them.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/ErrorPage'), 'ErrorPage'),
  errorComponent: lazyRouteComponent(() => import('../features/shell/LoadFailedPage'), 'LoadFailedPage'),
  pendingComponent: PendingPage,
})
