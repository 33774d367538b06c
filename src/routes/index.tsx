import { createFileRoute, redirect } from '@tanstack/react-router'
import { DesktopBrandPage } from '../features/brand/DesktopBrandPage'
import { loadBrandOverview, resolveBrand } from '../features/brand/loadBrandOverview'
import { OfflineNotice } from '../features/brand/OfflineNotice'
import { fittingVariant } from './-components/screenVariant'
import { validateShellSearch } from './-components/search'

/** Root /: the desktop brand page (SPEC §2), for ?alias=, the stored brand or the demo brand; a phone goes to the brand home. */
export const Route = createFileRoute('/')({
  validateSearch: validateShellSearch,
  // A phone gets the brand home, its own form of this page (./-components/screenVariant.ts).
  beforeLoad: ({ location, search }) => {
    if (fittingVariant(location) === 'phone') {
      throw redirect({ to: '/brand/index/{-$arg}', params: { arg: undefined }, search, replace: true })
    }
  },
  loaderDeps: ({ search }) => ({ alias: search.alias }),
  loader: async ({ deps }) => {
    const resolution = await resolveBrand({ alias: deps.alias })
    if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
    if (resolution.kind === 'unreachable') return { overview: null }
    return { overview: await loadBrandOverview(resolution.brandId, resolution.brand, { withPages: true }) }
  },
  component: DesktopBrandRoute,
})

function DesktopBrandRoute() {
  const { overview } = Route.useLoaderData()
  if (!overview) return <OfflineNotice failed />
  return <DesktopBrandPage overview={overview} />
}
