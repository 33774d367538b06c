import { useLayoutEffect, useState } from 'react'
import type { DeviceKind } from '../../domain/layoutMode'
import { deviceKind, watchDeviceKind } from '../../ui/desktopBrowser'

/** What the first render assumes, here as on a server (which has no device). */
const FIRST_KIND: DeviceKind = 'phone'

/**
 * The device kind, read after the first render and again whenever the screen crosses one of its
 * widths; until then, and on a server, 'phone'. Read in a layout effect, so a browser paints nothing
 * before it is known (no phone frame on a desktop). A phone, whose kind it was already, sets no
 * state: an update from a layout effect is rendered at once, and it would pull every effect of a
 * page just hydrated into the same long task (issue 14).
 */
export function useDeviceKind(): DeviceKind {
  const [kind, setKind] = useState<DeviceKind>(FIRST_KIND)
  useLayoutEffect(() => {
    const first = deviceKind()
    if (first !== FIRST_KIND) setKind(first)
    return watchDeviceKind(() => setKind(deviceKind()))
  }, [])
  return kind
}
