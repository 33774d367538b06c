import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { LoadFailedScreen } from '../features/shell/loadFailedScreen'
import { routeTree } from '../routeTree.gen'
import type { AppContext } from './appContext'

/**
 * The app's router, the same in the browser (src/main.tsx) and on the server (src/ssr): its routes'
 * loaders get `app` as their context. A failed screen shows in the app's frame, its tabs still there.
 */
export function createAppRouter(
  app: AppContext,
  history: RouterHistory,
  options: { scrollRestoration?: (scroll: { location: { publicHref: string } }) => boolean } = {},
) {
  return createRouter({
    routeTree,
    history,
    basepath: '/shop',
    context: app,
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    defaultErrorComponent: LoadFailedScreen,
    ...(options.scrollRestoration ? { scrollRestoration: options.scrollRestoration } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
