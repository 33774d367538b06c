/**
 * Why the camera gives no picture to scan, in the words the scanner explains (ScanTableDialog):
 * `denied` the diner or the browser refused it; `absent` the device has none (or none that fits);
 * `busy` another app holds it; `insecure` the page is not https (browsers give no camera then);
 * `unsupported` the browser has no camera API; `decoder` the code reader could not be loaded;
 * `failed` anything else.
 */
export type CameraProblem = 'denied' | 'absent' | 'busy' | 'insecure' | 'unsupported' | 'decoder' | 'failed'

/** The problem a getUserMedia rejection means (its DOMException name; old names of the same errors too). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'absent'
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy'
    // A browser that has the API but no camera capture (a headless one, some embedded web views).
    case 'NotSupportedError':
      return 'unsupported'
    default:
      return 'failed'
  }
}

/** Why no camera can be asked for here at all, before asking: null when it can. */
export function cameraUnavailable(): CameraProblem | null {
  if (!window.isSecureContext) return 'insecure'
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return 'unsupported'
  return null
}
