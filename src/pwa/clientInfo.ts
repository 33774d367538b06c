/**
 * What this build and this browser are, as the API calls and the error reports name them: the
 * version (X-App-Version, `appVersion`) and the user agent (X-Device-Info, `userAgent`).
 */

/** The version sent as X-App-Version and in error reports. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}
