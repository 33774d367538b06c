import { I18nProvider } from '@lingui/react'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { type AppContext, AppContextProvider } from '../app/appContext'

/** Calls `onPainted` once the first render has been committed and a frame painted after it. */
function AfterFirstPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(onPainted, 0))
  }, [onPainted])
  return null
}

/**
 * The app's tree, the same on the server (src/ssr/renderPage.tsx) and in the browser
 * (src/main.tsx): hydration needs the same shape, down to the ids React makes from it (useId).
 */
export function AppRoot({
  app,
  router,
  onPainted,
}: {
  app: AppContext
  router: AnyRouter
  onPainted: () => void
}) {
  return (
    <StrictMode>
      <AppContextProvider value={app}>
        <I18nProvider i18n={app.i18n}>
          <RouterProvider router={router} />
          {/* After the first frame is painted, the database and the rest load. */}
          <AfterFirstPaint onPainted={onPainted} />
        </I18nProvider>
      </AppContextProvider>
    </StrictMode>
  )
}
