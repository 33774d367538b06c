import { createFileRoute, redirect } from '@tanstack/react-router'
import { resolveBrand } from '../features/brand/brandChoice'
import { CollectionScreen, CollectionUnreachable } from '../features/favourites/CollectionScreen'
import { withMemberMessages } from './-components/memberMessages'
import { validateShellSearch } from './-components/search'

/**
 * /appMyCollection — the app-embedded form of /collection (SPEC §2): the same screen, for the brand of
 * `?alias=`, else the stored brand, else the demo brand.
 */
export const Route = createFileRoute('/appMyCollection')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias }),
  loader: async ({ deps, context: app }) => {
    const resolution = await withMemberMessages(app.i18n, resolveBrand(app, { alias: deps.alias }))
    if (resolution.kind === 'unknown') throw redirect({ to: '/error' })
    if (resolution.kind === 'unreachable') return { context: null }
    return { context: { brandId: resolution.brandId, restaurantId: 0, fromIndex: false } }
  },
  component: AppCollectionRoute,
})

function AppCollectionRoute() {
  const { context } = Route.useLoaderData()
  if (!context) return <CollectionUnreachable />
  return <CollectionScreen context={context} />
}
