import type { I18n } from '@lingui/core'
import { createContext, useContext } from 'react'
import type { ApiClient } from '../api/client'
import type { RecordStore } from '../data/recordStore'
import type { Mirror } from '../db/mirror'

/**
 * What the app's loaders and screens read and write besides their arguments (docs/data.md "The
 * app context"): the records (API answers and device copies), the mirror of the settings and
 * session, the API client and the language. The browser makes one for its tab (src/main.tsx); the
 * server makes a fresh one for every page it renders (src/ssr/renderPage.tsx), so that pages render
 * side by side and none sees another's state. Loaders read it from the router's context, screens
 * with useApp().
 */
export type AppContext = {
  records: RecordStore
  mirror: Mirror
  api: ApiClient
  i18n: I18n
  /** The clock (epoch ms). */
  now: () => number
}

const ReactAppContext = createContext<AppContext | null>(null)

/** Gives the screens below it their app context (src/ssr/AppRoot.tsx). */
export const AppContextProvider = ReactAppContext.Provider

/** The app context of the screen. */
export function useApp(): AppContext {
  const app = useContext(ReactAppContext)
  if (!app) throw new Error('useApp() outside an AppContextProvider')
  return app
}
