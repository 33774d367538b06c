import { isHandheld } from '../../src/domain/device'
import type { AppContext } from './context'

/** Whether the request comes from a phone or tablet (SPEC §5: PC-only methods only on desktop). */
export const handheldOf = (c: AppContext) =>
  isHandheld(c.req.header('x-device-info'), c.req.header('user-agent'))
