import { createFileRoute } from '@tanstack/react-router'
import { foodIdFrom, menuArg } from '../domain/menuRouteArgs'
import { FoodDetailScreen } from '../features/menu/FoodDetailScreen'
import { withCatalogPart } from '../i18n/catalog'
import { MissingArgDialog } from './-components/MissingArgDialog'
import { prepareOrdering } from './-components/prepareOrdering'
import { decodeRequiredArg } from './-components/requiredArg'
import { validateShellSearch } from './-components/search'

/**
 * /foodDetail?arg=[brandId,restaurantId,fromIndex,menuType,qrCode?,reType?]&foodId= — one food of
 * the menu with its modifier groups (SPEC §5 automod). Without the menu arg or the food → Warm prompt.
 */
export const Route = createFileRoute('/foodDetail')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateShellSearch(search),
    foodId: foodIdFrom(search.foodId),
  }),
  loaderDeps: ({ search }) => ({ arg: search.arg, foodId: search.foodId }),
  loader: async ({ deps, context: app }) => {
    const context = decodeRequiredArg(menuArg, undefined, deps.arg)
    await withCatalogPart(app.i18n, 'cart', context ? prepareOrdering(app, context) : Promise.resolve())
    return { context, foodId: deps.foodId }
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context, foodId } = Route.useLoaderData()
  if (!context || foodId === undefined) return <MissingArgDialog />
  return <FoodDetailScreen arg={context} foodId={foodId} />
}
