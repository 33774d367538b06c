/**
 * How Chromium, Firefox and Safari word a dynamic import whose file could not be fetched, and how
 * Vite words a stylesheet of the chunk that could not be.
 */
const FETCH_FAILED =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)/

/**
 * Whether `error` is code (a script or a stylesheet) that could not be fetched. Kept apart from
 * ./screenCodeFailure.ts, which only a failure needs: every page's first load carries this one.
 */
export function isCodeFetchFailure(error: unknown): error is Error {
  return error instanceof Error && FETCH_FAILED.test(error.message)
}
