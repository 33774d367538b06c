import { createFileRoute } from '@tanstack/react-router'
import { menuArg } from '../../domain/menuRouteArgs'
import { TableOrderScreen } from '../../features/table/TableOrderScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { prepareOrderScreen } from '../-components/prepareOrderScreen'
import { decodeRequiredArg } from '../-components/requiredArg'
import { type ShellSearch, validateShellSearch } from '../-components/search'

/**
 * /scanOrder/:arg — the table's screen (issue 37 item 2), reached from the menu's Next at a table:
 * its guests, shared cart and rounds. Arg: the menu's, `[brandId, restaurantId, fromIndex, 4,
 * qrCode]` (src/domain/menuRouteArgs.ts). Missing arg → Warm prompt; undecodable → /error.
 */
export const Route = createFileRoute('/scanOrder/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }: { search: ShellSearch }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context: app }) => {
    const context = decodeRequiredArg(menuArg, params.arg, deps.arg)
    // The rounds' states are the order screens' words.
    await prepareOrderScreen(app, context, ['checkout', 'member', 'orders'])
    return { context }
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <TableOrderScreen arg={context} /> : <MissingArgDialog />
}
