import { createFileRoute } from '@tanstack/react-router'
import { menuArg } from '../domain/menuRouteArgs'
import { RemarkScreen } from '../features/cart/RemarkScreen'
import { withCatalogPart } from '../i18n/catalog'
import { MissingArgDialog } from './-components/MissingArgDialog'
import { loadRequiredArg } from './-components/requiredArg'
import { validateShellSearch } from './-components/search'

/**
 * /remark?arg=[brandId,restaurantId,fromIndex,menuType,qrCode?,reType?] — the order remark of that
 * menu's cart (at most 50 characters, emoji stripped). Without the menu arg → Warm prompt.
 */
export const Route = createFileRoute('/remark')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ deps, context }) => ({
    context: await withCatalogPart(
      context.i18n,
      'cart',
      loadRequiredArg(context, menuArg, undefined, deps.arg),
    ),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <RemarkScreen arg={context} />
}
