import { isCodeFetchFailure } from './codeFetchFailure'

/**
 * Why a screen's code (a chunk the router loads on navigation, or a stylesheet it brings) failed:
 * - `gone`: the server no longer has the file, so a new version is out and a reload fetches it;
 * - `unreachable`: the network failed (offline, or flaky Wi-Fi), so a reload would fail too and
 *   lose the app to the browser's error page; fetching the code again later works;
 * - `broken`: not a failed fetch (the code itself threw), for the error screen.
 */
export type ScreenCodeFailure = 'gone' | 'unreachable' | 'broken'

/** The file the message ends with (Chromium and Firefox name the module, Vite the stylesheet; Safari names none). */
const NAMED_FILE = /(?:https?:\/\/|\/)\S+$/

/** `base` resolves a file named by its path (Vite names stylesheets so). */
export async function screenCodeFailure(
  error: unknown,
  online: boolean,
  base: string,
): Promise<ScreenCodeFailure> {
  if (!isCodeFetchFailure(error)) return 'broken'
  if (!online) return 'unreachable'
  const file = failedFile(error, base)
  // Nothing to ask about: a reload, as the router does for any failed import.
  if (!file) return 'gone'
  const status = await statusOf(file)
  return status === 404 || status === 410 ? 'gone' : 'unreachable'
}

/** The address of the file a failed fetch's error names, if it names one. */
export function failedFile(error: Error, base: string): string | undefined {
  const named = NAMED_FILE.exec(error.message)?.[0]
  return named === undefined ? undefined : new URL(named, base).href
}

/**
 * Whether the server answers a request for `file` now (any status: the network works). A page
 * whose code failed to arrive is reloaded only then; a reload without a network fails and leaves
 * the browser's error page.
 */
export async function serverAnswers(file: string): Promise<boolean> {
  return (await statusOf(file)) !== undefined
}

/** The status the server answers a HEAD request for `file` with now, past any cache; none offline. */
async function statusOf(file: string): Promise<number | undefined> {
  try {
    return (await fetch(file, { method: 'HEAD', cache: 'no-store' })).status
  } catch {
    return undefined
  }
}

/**
 * What a route's screen does about its code that failed to load while the device is online: a
 * file gone from the server reloads the page, once per session (a broken deploy does not loop);
 * a network failure is `unreachable`; a file still gone after the reload is an error.
 */
export async function answerFailedScreenCode(error: Error): Promise<'reloading' | 'unreachable'> {
  if ((await screenCodeFailure(error, true, window.location.href)) !== 'gone') return 'unreachable'
  const key = `screen-code-reload:${failedFile(error, window.location.href) ?? error.message}`
  let reloadedBefore = true
  try {
    if (sessionStorage.getItem(key) === null) {
      sessionStorage.setItem(key, '1')
      reloadedBefore = false
    }
  } catch {
    // Without session storage a second reload cannot be told from the first: none.
  }
  // Not TanStack's wording for a failed import: it would reload again.
  if (reloadedBefore)
    throw new Error('The screen’s code is missing on the server, even after a reload', { cause: error })
  window.location.reload()
  return 'reloading'
}
