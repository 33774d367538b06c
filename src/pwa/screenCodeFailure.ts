/**
 * Why a screen's code (a chunk the router loads on navigation, or a stylesheet it brings) failed:
 * - `gone`: the server no longer has the file, so a new version is out and a reload fetches it;
 * - `unreachable`: the network failed (offline, or flaky Wi-Fi), so a reload would fail too and
 *   lose the app to the browser's error page; fetching the code again later works;
 * - `broken`: not a failed fetch (the code itself threw), for the error screen.
 */
export type ScreenCodeFailure = 'gone' | 'unreachable' | 'broken'

/**
 * How Chromium, Firefox and Safari word a dynamic import whose file could not be fetched, and how
 * Vite words a stylesheet of the chunk that could not be.
 */
const FETCH_FAILED =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)/

/** The file the message ends with (Chromium and Firefox name the module, Vite the stylesheet; Safari names none). */
const NAMED_FILE = /(?:https?:\/\/|\/)\S+$/

/** Whether `error` is code (a script or a stylesheet) that could not be fetched. */
export function isCodeFetchFailure(error: unknown): error is Error {
  return error instanceof Error && FETCH_FAILED.test(error.message)
}

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
