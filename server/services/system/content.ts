import { and, asc, eq } from 'drizzle-orm'
import type { CarouselSlide, Country } from '../../../src/domain/contract/brand'
import type { Database } from '../../db/open'
import { carouselSlides, countries } from '../../db/schema'

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id))
  return rows.map((row) => ({
    id: row.id as Country['id'],
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    areaCode: row.areaCode,
    phoneLength: row.phoneLength as Country['phoneLength'],
  }))
}

/** The brand's visible slides in display order. */
export async function listCarousel(db: Database, brandId: number): Promise<CarouselSlide[]> {
  const rows = await db
    .select()
    .from(carouselSlides)
    .where(and(eq(carouselSlides.brandId, brandId), eq(carouselSlides.show, 1)))
    .orderBy(asc(carouselSlides.sort), asc(carouselSlides.id))
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.imageUrl,
    title: row.title,
    title1: row.title1,
    title2: row.title2,
    linkUrl: row.linkUrl,
    sort: row.sort,
  }))
}
