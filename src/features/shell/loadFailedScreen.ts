import { lazyRouteComponent } from '../../pwa/lazyScreen'

/**
 * The screen for a route whose code or data failed to load, in the app's frame (the router's
 * default) and around the frame itself (the root's). Loaded when first needed, and after the first
 * render (src/main.tsx), so that it is at hand when the network is gone.
 */
export const LoadFailedScreen = lazyRouteComponent(() => import('./LoadFailedPage'), 'LoadFailedPage')
