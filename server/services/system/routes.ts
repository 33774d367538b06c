import { Hono } from 'hono'
import {
  BrandIdParams,
  ErrorReportBatch,
  ErrorReportRecord,
  SettingListParams,
} from '../../../src/domain/contract/system'
import { MAX_ERROR_REPORT_BYTES } from '../../../src/domain/logs'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { requireBrand, requireRestaurant } from '../brandScope'
import { type LogIntakeDeps, logIntakeHandler } from '../logIntake'
import { listCarousel, listCountries } from './content'
import { storeErrorReports } from './errorReports'
import { findMemberSetting, findSettings } from './settings'

/** /api/system/… (SPEC §7 "System and login"). */
export function systemRoutes(db: Database, intake: LogIntakeDeps) {
  const routes = new Hono<AppEnv>()

  routes.get('/public/memberSetting/get', async (c) => {
    const { brandId } = parseInput(BrandIdParams, queryOf(c))
    await requireBrand(db, brandId)
    return ok(c, await findMemberSetting(db, brandId))
  })

  routes.get('/public/country/list', async (c) => ok(c, await listCountries(db)))

  routes.get('/restaurantExt/getBySettingNameList', async (c) => {
    const params = parseInput(SettingListParams, queryOf(c))
    await requireBrand(db, params.brandId)
    if (params.restaurantId !== undefined)
      await requireRestaurant(db, { restaurantId: params.restaurantId, brandId: params.brandId })
    return ok(c, await findSettings(db, params.brandId, params.settingNameList, params.restaurantId))
  })

  routes.get('/public/carousel/get', async (c) => {
    const { brandId } = parseInput(BrandIdParams, queryOf(c))
    await requireBrand(db, brandId)
    return ok(c, await listCarousel(db, brandId))
  })

  routes.post(
    '/public/systemAlarmErrorLogs/add',
    logIntakeHandler(intake, {
      record: ErrorReportRecord,
      batch: ErrorReportBatch,
      maxRecordBytes: MAX_ERROR_REPORT_BYTES,
      store: (records, now) => storeErrorReports(db, records, now),
    }),
  )

  return routes
}
