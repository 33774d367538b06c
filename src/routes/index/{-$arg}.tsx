import { createFileRoute, redirect } from '@tanstack/react-router'
import { MenuScreen } from '../../features/menu/MenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { fittingVariant } from '../-components/screenVariant'
import { menuRouteOptions } from './-menuRoute'

/** /index/:arg — the ordering menu. Arg and loader: src/routes/index/-menuRoute.tsx. Missing arg → Warm prompt. */
export const Route = createFileRoute('/index/{-$arg}')({
  ...menuRouteOptions,
  // The other form of this screen when it fits the screen better (../-components/screenVariant.ts).
  beforeLoad: ({ location, params, search }) => {
    if (fittingVariant(location) === 'desktop')
      throw redirect({ to: '/pcIndex/{-$arg}', params, search, replace: true })
  },
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  return context ? <MenuScreen arg={context} /> : <MissingArgDialog />
}
