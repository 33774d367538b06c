import { and, asc, eq } from 'drizzle-orm'
import type { Resource } from '../../../src/domain/contract/brand'
import type { Database } from '../../db/open'
import { resources } from '../../db/schema'

/** The brand's resources of a type (one when `id` is given), in display order. */
export async function listResources(
  db: Database,
  brandId: number,
  type: number,
  id: number | undefined,
): Promise<Resource[]> {
  const conditions = [eq(resources.brandId, brandId), eq(resources.type, type)]
  if (id !== undefined) conditions.push(eq(resources.id, id))
  const rows = await db
    .select()
    .from(resources)
    .where(and(...conditions))
    .orderBy(asc(resources.sort), asc(resources.id))
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    resourceName: row.resourceName,
    resourceName1: row.resourceName1,
    resourceName2: row.resourceName2,
    content: row.content,
    content1: row.content1,
    content2: row.content2,
    imageUrl: row.imageUrl,
    sort: row.sort,
  }))
}
