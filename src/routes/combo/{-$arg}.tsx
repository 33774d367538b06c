import { createFileRoute } from '@tanstack/react-router'
import { comboArg } from '../../domain/menuRouteArgs'
import { ComboScreen } from '../../features/menu/ComboScreen'
import { withCatalogPart } from '../../i18n/catalog'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { prepareOrdering } from '../-components/prepareOrdering'
import { decodeRequiredArg } from '../-components/requiredArg'
import { validateShellSearch } from '../-components/search'

/**
 * /combo/:arg — the combo chooser (restaurant/food/findFoodCombo). Arg
 * `[brandId, restaurantId, fromIndex, menuType, foodId, qrCode?, reType?]`. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/combo/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context: app }) => {
    const context = decodeRequiredArg(comboArg, params.arg, deps.arg)
    await withCatalogPart(app.i18n, 'cart', context ? prepareOrdering(app, context) : Promise.resolve())
    return { context }
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <ComboScreen arg={context} />
}
