import type { AppContext } from '../../app/appContext'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { adoptBrand } from '../../features/brand/rememberBrand'
import { warmOrdering } from '../../features/menu/warmOrdering'

/**
 * Loader step of the ordering screens, once their arg is decoded: adopts its brand and reads what
 * the screen shows first before it renders (src/features/menu/loadOrdering.ts). That code is
 * imported on demand, so it loads beside the main chunk instead of in it; meanwhile the device
 * reads it will make have started (warmOrdering).
 */
export async function prepareOrdering(app: AppContext, arg: MenuArg): Promise<void> {
  const code = import('../../features/menu/loadOrdering')
  warmOrdering(arg)
  await Promise.all([
    adoptBrand(app, arg.brandId, arg.restaurantId),
    code.then((module) => module.loadOrdering(app, arg)),
  ])
}
