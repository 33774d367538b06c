import { createFileRoute, redirect } from '@tanstack/react-router'
import { resolveBrand } from '../features/brand/brandChoice'
import { DesktopBrandPage } from '../features/brand/DesktopBrandPage'
import { loadBrandOverview } from '../features/brand/loadBrandOverview'
import { OfflineNotice } from '../features/brand/OfflineNotice'
import { validateShellSearch } from './-components/search'

/**
 * Root /: the desktop brand page (SPEC §2), for ?alias=, the stored brand or the demo brand. A
 * phone may open it too (it fits a phone); the installed app starts on the brand home instead.
 */
export const Route = createFileRoute('/')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias }),
  loader: async ({ deps, context: app }) => {
    const resolution = await resolveBrand(app, { alias: deps.alias })
    if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
    if (resolution.kind === 'unreachable') return { overview: null }
    return {
      overview: await loadBrandOverview(app, resolution.brandId, resolution.brand, { withPages: true }),
    }
  },
  component: DesktopBrandRoute,
})

function DesktopBrandRoute() {
  const { overview } = Route.useLoaderData()
  if (!overview) return <OfflineNotice failed />
  return <DesktopBrandPage overview={overview} />
}
