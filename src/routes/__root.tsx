import { createRootRoute } from '@tanstack/react-router'
import { BrandProvider } from '../features/brand/BrandContext'
import { AppShell } from '../features/shell/AppShell'
import { ErrorPage } from '../features/shell/ErrorPage'
import { LoadFailedPage } from '../features/shell/LoadFailedPage'
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
  notFoundComponent: ErrorPage,
  errorComponent: LoadFailedPage,
  pendingComponent: PendingPage,
})
