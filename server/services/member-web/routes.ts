import { Hono } from 'hono'
import { ResourceInfoParams } from '../../../src/domain/contract/system'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { listResources } from './resources'

/** /api/member-web/… */
export function memberWebRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  /** Code 1 with a list; SPEC reads the first item's resourceName and content for types 17 and 18. */
  routes.post('/system/getResourceInfo', async (c) => {
    const { brandId, type, id } = await readPostParams(c, ResourceInfoParams)
    await requireBrand(db, brandId)
    return ok(c, await listResources(db, brandId, type, id))
  })

  return routes
}
