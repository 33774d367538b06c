import type { MenuArg } from '../../domain/menuRouteArgs'

/**
 * Loader step of the ordering screens: reads what the screen shows first before it renders
 * (src/features/menu/prepareOrdering.ts). Imported on demand, so that code loads beside the main
 * chunk (shared with the screens' own chunks) instead of in it.
 */
export async function prepareOrdering(arg: MenuArg): Promise<void> {
  const preparing = await import('../../features/menu/prepareOrdering')
  await preparing.prepareOrdering(arg)
}
