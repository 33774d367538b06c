/** SPEC §2, §9: a second tap within this window does not zoom. */
const DOUBLE_TAP_WINDOW_MS = 300

/**
 * Blocks pinch zoom (touchstart with more than one finger, Safari's gesturestart) and
 * double-tap zoom (a touchend within 300 ms of the previous one). Returns the uninstaller.
 */
export function installZoomGuard(target: Document = document): () => void {
  let lastTouchEndAt = 0
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault()
  }
  const onTouchEnd = (event: TouchEvent) => {
    const now = event.timeStamp || Date.now()
    if (now - lastTouchEndAt <= DOUBLE_TAP_WINDOW_MS) event.preventDefault()
    lastTouchEndAt = now
  }
  const onGesture = (event: Event) => event.preventDefault()
  const active = { passive: false } as const
  target.addEventListener('touchstart', onTouchStart, active)
  target.addEventListener('touchend', onTouchEnd, active)
  target.addEventListener('gesturestart', onGesture, active)
  return () => {
    target.removeEventListener('touchstart', onTouchStart)
    target.removeEventListener('touchend', onTouchEnd)
    target.removeEventListener('gesturestart', onGesture)
  }
}
