import { i18n } from '@lingui/core'
import { browserApi } from '../api/client'
import { records } from '../data/records'
import { deviceMirror } from '../db/mirror'
import type { AppContext } from './appContext'

/**
 * The app context made of the module-level instances, while code still reaches them directly
 * (issue 35 moves every reader to its context, then each render gets a fresh one).
 */
export function moduleApp(): AppContext {
  return { records, mirror: deviceMirror, api: browserApi, i18n, now: Date.now }
}
