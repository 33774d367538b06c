import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { SETTING } from '../../src/domain/contract/brand'
import { IMAGE_PROCESS_PARAM } from '../../src/domain/images'
import { isLocale, type Locale, localeFromHeader, localized } from '../../src/domain/locale'
import { themeColorOrDefault, toHex } from '../../src/domain/theme'
import type { Database } from '../db/open'
import { brands, settings } from '../db/schema'
import type { AppContext, AppEnv } from './context'

/**
 * The web app manifest of one brand (`/shop/manifest.webmanifest?alias=harbour` or `?brandId=2`,
 * `&lang=` for the names' language): the built manifest with the brand's name, product name,
 * description, theme colour, icons and a start_url on its home, so that the installed app is the
 * brand's and opens its phone home, not the desktop page. Without either parameter the built file
 * is served as it is (the page links it until it knows the brand).
 */

const MANIFEST_PATH = '/shop/manifest.webmanifest'

const ManifestQuery = v.object({
  alias: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  brandId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))),
  lang: v.optional(v.string()),
})

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }
type BuiltManifest = Record<string, unknown> & { icons?: ManifestIcon[] }
type BrandRow = typeof brands.$inferSelect

/** Icon edges (px) made from the brand's logo: ones the image resizer allows (src/domain/images.ts). */
const ICON_EDGES_PX = [200, 600] as const

/**
 * The brand's logo as square PNG icons when it is on our own storage (the resizer renders an SVG
 * logo sharply at any size); any other logo keeps the app's generic icons.
 */
function brandIcons(logo: string, generic: ManifestIcon[]): ManifestIcon[] {
  if (!logo.startsWith('/uploads/') || logo.includes('?')) return generic
  return ICON_EDGES_PX.map((edge) => ({
    src: `${logo}?${IMAGE_PROCESS_PARAM}=image/resize,m_fill,w_${edge},h_${edge},limit_0`,
    sizes: `${edge}x${edge}`,
    type: 'image/png',
    purpose: 'any',
  }))
}

async function findBrand(db: Database, query: { alias?: string; brandId?: number }) {
  const where = query.alias ? eq(brands.alias, query.alias.toLowerCase()) : eq(brands.id, query.brandId!)
  const [brand] = await db.select().from(brands).where(where).limit(1)
  return brand ?? null
}

async function themeColorOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db
    .select({ valueChar: settings.valueChar })
    .from(settings)
    .where(
      and(
        eq(settings.brandId, brandId),
        eq(settings.settingName, SETTING.themeColor),
        isNull(settings.restaurantId),
      ),
    )
    .limit(1)
  return toHex(themeColorOrDefault(row?.valueChar))
}

/** The built manifest with the brand's fields in `locale`. */
function brandManifest(
  built: BuiltManifest,
  brand: BrandRow,
  themeColor: string,
  locale: Locale,
): BuiltManifest {
  const name = localized(brand, 'name', locale)
  const home = `/shop/brand/index?alias=${encodeURIComponent(brand.alias)}`
  return {
    ...built,
    id: home,
    name,
    short_name: brand.productName || name,
    description:
      localized(brand, 'seoDescription', locale) ||
      localized(brand, 'description', locale) ||
      built.description,
    lang: locale,
    start_url: home,
    theme_color: themeColor,
    icons: brandIcons(brand.logo, built.icons ?? []),
  }
}

async function sendBrandManifest(c: AppContext, db: Database, staticDir: string) {
  const parsed = v.safeParse(ManifestQuery, c.req.query())
  if (!parsed.success || (parsed.output.alias && parsed.output.brandId !== undefined))
    return c.text('Bad manifest request: give alias (letters, digits, - or _) or brandId', 400)
  const query = parsed.output
  const brand = await findBrand(db, query)
  if (!brand) return c.text('Unknown brand', 404)
  const built = await readFile(join(staticDir, 'manifest.webmanifest'), 'utf8').catch(() => null)
  if (built === null) return c.text('The PWA is not built yet: run `npm run build`.', 404)
  const locale = isLocale(query.lang) ? query.lang : localeFromHeader(c.req.header('accept-language'))
  const manifest = brandManifest(JSON.parse(built), brand, await themeColorOf(db, brand.id), locale)
  const body = JSON.stringify(manifest)
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`
  const headers = { 'Cache-Control': 'no-cache', ETag: etag, 'Content-Type': 'application/manifest+json' }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(body, 200, headers)
}

/** GET /shop/manifest.webmanifest with ?alias= or ?brandId=; without them the built file (next route). */
export function mountBrandManifest(app: Hono<AppEnv>, db: Database, staticDir: string): void {
  app.get(MANIFEST_PATH, async (c, next) => {
    const query = c.req.query()
    if (query.alias === undefined && query.brandId === undefined) return next()
    return sendBrandManifest(c, db, staticDir)
  })
}
