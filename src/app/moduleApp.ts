import { i18n } from '@lingui/core'
import { browserApi } from '../data/browserApi'
import { records } from '../data/records'
import { deviceMirror } from '../db/mirror'
import type { AppContext } from './appContext'

/**
 * The browser tab's app context (src/main.tsx): the tab's record store, the device's mirror, the
 * client over fetch with the device's headers and Lingui's global instance. The unit tests use it
 * too. A server render makes its own (src/ssr/renderPage.tsx).
 */
export function moduleApp(): AppContext {
  return { records, mirror: deviceMirror, api: browserApi, i18n, now: Date.now }
}
