import { useLayoutEffect, useState } from 'react'
import type { DeviceKind } from '../../domain/layoutMode'
import { deviceKind, watchDeviceKind } from '../../ui/desktopBrowser'

/**
 * The device kind, read after the first render and again whenever the screen crosses one of its
 * widths; until then, and on a server (which has no device), 'phone'. Read in a layout effect, so
 * a browser paints nothing before it is known (no phone frame on a desktop), and a phone, whose
 * kind it was already, renders only once.
 */
export function useDeviceKind(): DeviceKind {
  const [kind, setKind] = useState<DeviceKind>('phone')
  useLayoutEffect(() => {
    const read = () => setKind(deviceKind())
    read()
    return watchDeviceKind(read)
  }, [])
  return kind
}
