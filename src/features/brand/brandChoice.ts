import type { AppContext } from '../../app/appContext'
import { getBrandByAlias } from '../../data/shellReads'
import { getSetting } from '../../db/settings'
import type { Brand } from '../../domain/contract/brand'
import { ERR } from '../../domain/envelope'
import { asPositiveId, rememberBrand } from './rememberBrand'

/** The brand a visitor lands on when nothing else names one (DESIGN.md §5). */
const DEFAULT_BRAND_ALIAS = 'demo'

export type BrandRequest = {
  alias?: string | undefined
  brandId?: number | undefined
  restaurantId?: number | undefined
}

export type BrandResolution =
  | { kind: 'ok'; brandId: number; brand: Brand | null }
  | { kind: 'unknown' }
  | { kind: 'unreachable' }

async function byAlias(app: AppContext, alias: string): Promise<BrandResolution> {
  const answer = await getBrandByAlias(app, alias)
  if (answer.success && answer.data) {
    return { kind: 'ok', brandId: answer.data.id, brand: answer.data }
  }
  const notFound = answer.errCode === ERR.brandNotFound || answer.errCode === ERR.notFound
  return notFound ? { kind: 'unknown' } : { kind: 'unreachable' }
}

/**
 * Which brand a page shows: ?alias= first, then the arg's brand id, then the stored brand,
 * then the demo brand. The choice is saved in settings for the rest of the app.
 */
export async function resolveBrand(app: AppContext, request: BrandRequest): Promise<BrandResolution> {
  const storedId = asPositiveId(await getSetting(app.mirror, 'brandId'))
  const storedAlias = await getSetting(app.mirror, 'brandAlias')
  let resolution: BrandResolution
  if (request.alias) {
    resolution = await byAlias(app, request.alias)
  } else {
    const brandId = request.brandId ?? storedId
    if (brandId === undefined) resolution = await byAlias(app, DEFAULT_BRAND_ALIAS)
    else if (brandId === storedId && typeof storedAlias === 'string' && storedAlias !== '') {
      const known = await byAlias(app, storedAlias)
      resolution = known.kind === 'ok' ? known : { kind: 'ok', brandId, brand: null }
    } else resolution = { kind: 'ok', brandId, brand: null }
  }
  if (resolution.kind === 'ok') rememberBrand(app, resolution, storedId, request.restaurantId)
  return resolution
}
