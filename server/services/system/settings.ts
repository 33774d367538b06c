import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { MemberSetting, SettingRow } from '../../../src/domain/contract/brand'
import type { Database } from '../../db/open'
import { memberSettings, settings } from '../../db/schema'

/**
 * Settings rows by name: the restaurant's row when it has one, else the brand's, in the order the
 * names were asked for; names with no row are left out.
 */
export async function findSettings(
  db: Database,
  brandId: number,
  names: string[],
  restaurantId: number | undefined,
): Promise<SettingRow[]> {
  const scope =
    restaurantId === undefined
      ? isNull(settings.restaurantId)
      : or(isNull(settings.restaurantId), eq(settings.restaurantId, restaurantId))
  const rows = await db
    .select()
    .from(settings)
    .where(and(eq(settings.brandId, brandId), inArray(settings.settingName, names), scope))
  const chosen = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const current = chosen.get(row.settingName)
    if (!current || (current.restaurantId === null && row.restaurantId !== null))
      chosen.set(row.settingName, row)
  }
  return names.flatMap((name) => {
    const row = chosen.get(name)
    return row ? [{ settingName: row.settingName, valueChar: row.valueChar, valueInt: row.valueInt }] : []
  })
}

/** The brand's membership options; a brand without a row gets the defaults. */
export async function findMemberSetting(db: Database, brandId: number): Promise<MemberSetting> {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.brandId, brandId)).limit(1)
  if (!row) {
    return {
      brandId,
      guestOrdering: true,
      debugMemberIds: [],
      pointsName: '積分',
      pointsName1: 'Points',
      pointsName2: '积分',
      agreementRequired: true,
    }
  }
  return {
    brandId: row.brandId,
    guestOrdering: row.guestOrdering,
    debugMemberIds: row.debugMemberIds,
    pointsName: row.pointsName,
    pointsName1: row.pointsName1,
    pointsName2: row.pointsName2,
    agreementRequired: row.agreementRequired,
  }
}
