import type { MenuArg } from '../../domain/menuRouteArgs'

/**
 * Loader step of the ordering screens: reads what the screen shows first before it renders
 * (src/features/menu/prepareOrdering.ts). That code is imported on demand, so it loads beside the
 * main chunk (in the screens' own chunk) instead of in it; `startPreparing` starts the import at
 * once, before the loader has decoded its arg, and returns the step to run with it.
 */
export function startPreparing(): (arg: MenuArg) => Promise<void> {
  const code = import('../../features/menu/prepareOrdering')
  // Not unhandled when the arg turns out missing: the step, if run, rejects with the error.
  code.catch(() => undefined)
  return async (arg) => (await code).prepareOrdering(arg)
}
