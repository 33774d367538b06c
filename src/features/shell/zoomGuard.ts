/**
 * SPEC §2, §9: no pinch zoom. Blocks it (touchstart with more than one finger, Safari's
 * gesturestart). Double-tap zoom is left to CSS (`touch-action: manipulation` in theme.css),
 * which drops it without cancelling taps: quick taps on a stepper must all count.
 * Returns the uninstaller.
 */
export function installZoomGuard(target: Document = document): () => void {
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault()
  }
  const onGesture = (event: Event) => event.preventDefault()
  const active = { passive: false } as const
  target.addEventListener('touchstart', onTouchStart, active)
  target.addEventListener('gesturestart', onGesture, active)
  return () => {
    target.removeEventListener('touchstart', onTouchStart)
    target.removeEventListener('gesturestart', onGesture)
  }
}
