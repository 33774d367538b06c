import { i18n as activeI18n } from '@lingui/core'
import { createApiClient } from '../api/client'
import { browserTransport } from '../api/transport'

/**
 * The browser tab's client (src/app/moduleApp.ts), over fetch with the device's headers
 * (./headers.ts): src/api is handed them, it does not read the device itself.
 */
export const browserApi = createApiClient({
  transport: browserTransport,
  // With the first request (the client's sending half loads then too), not with the page.
  headers: async () => (await import('./headers')).buildApiHeaders(),
  i18n: activeI18n,
  async onUnauthorized() {
    // Imported on demand: the session's writes wait on Dexie's own chunk anyway, and no first
    // render needs them.
    const { clearLogin } = await import('../db/login')
    await clearLogin()
  },
})
