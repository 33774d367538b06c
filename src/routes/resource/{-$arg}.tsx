import { createFileRoute, redirect } from '@tanstack/react-router'
import { getResourceInfo } from '../../data/shellReads'
import { readArg } from '../../domain/args'
import { resourceArg } from '../../domain/routeArgs'
import { adoptBrand } from '../../features/brand/rememberBrand'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { ResourcePage } from '../-components/ResourcePage'
import { validateShellSearch } from '../-components/search'

/**
 * /resource/:arg? — brand resource pages. Arg `[brandId, restaurantId, fromIndex, resourceType,
 * resourceId?]`: without an id, the list of that type's pages; with one, that page.
 */
export const Route = createFileRoute('/resource/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async ({ params, deps, context: app }) => {
    const outcome = resourceArg(readArg(params.arg, deps.arg))
    if (outcome.kind === 'invalid') throw redirect({ to: '/error' })
    if (outcome.kind === 'missing') return { page: null }
    const { brandId, restaurantId, fromIndex, resourceType, resourceId } = outcome.arg
    await adoptBrand(app, brandId)
    const answer = await getResourceInfo(app, brandId, resourceType, resourceId)
    const resources = [...(answer.data ?? [])].sort((a, b) => a.sort - b.sort)
    return {
      page: {
        brandId,
        restaurantId,
        fromIndex,
        resourceType,
        resourceId,
        resources,
        failed: !answer.success,
      },
    }
  },
  component: ResourceRoute,
})

function ResourceRoute() {
  const { page } = Route.useLoaderData()
  if (!page) return <MissingArgDialog />
  return <ResourcePage data={page} />
}
