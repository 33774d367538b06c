import type { AppContext } from '../../app/appContext'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { type CatalogPart, loadCatalogPart } from '../../i18n/catalog'
import { prepareOrdering } from './prepareOrdering'

/**
 * Loader step of the screens that take an order from a menu (the confirmation, the table's): the
 * menu's reads when there is a menu, beside the words of `parts` (`member` among them: guests log
 * in there).
 */
export async function prepareOrderScreen(
  app: AppContext,
  arg: MenuArg | null,
  parts: readonly CatalogPart[],
): Promise<void> {
  await Promise.all([
    arg ? prepareOrdering(app, arg) : undefined,
    ...parts.map((part) => loadCatalogPart(app.i18n, part)),
  ])
}
