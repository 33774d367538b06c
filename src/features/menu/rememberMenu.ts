import type { AppContext } from '../../app/appContext'
import { getSetting, setSettingSoon } from '../../db/settings'
import { menuFlow } from '../../domain/menu/menuFlow'
import { MENU_TYPE } from '../../domain/menu/types'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { withTableOpened } from '../../domain/table/tablesOpened'

/** Key of a menu's table QR code in the `qrCodes` setting (SPEC §3: QR code per menu type and restaurant). */
function qrCodeKey(restaurantId: number, menuType: number): string {
  return `${restaurantId}_${menuType}`
}

/**
 * Saves what SPEC §3 keeps in local storage when a menu opens: the menu type, the re_type (2 for a
 * menu opened from a table QR code, SPEC §2) and the QR code per restaurant and menu type; a scan
 * menu's table joins the tables this device opened (offline, its printed code opens this menu).
 * The restaurant and brand are adopted by the route's arg step (loadRequiredArg).
 */
export async function rememberMenu({ mirror }: AppContext, arg: MenuArg): Promise<void> {
  setSettingSoon(mirror, 'menuType', arg.menuType)
  const reType = arg.reType ?? menuFlow(arg.menuType, arg.qrCode)?.reType
  if (reType !== undefined) setSettingSoon(mirror, 'reType', reType)
  const { qrCode } = arg
  if (!qrCode) return
  const [stored, opened] = await Promise.all([
    getSetting(mirror, 'qrCodes'),
    getSetting(mirror, 'tablesOpened'),
  ])
  const key = qrCodeKey(arg.restaurantId, arg.menuType)
  if (stored?.[key] !== qrCode) setSettingSoon(mirror, 'qrCodes', { ...(stored ?? {}), [key]: qrCode })
  if (arg.menuType !== MENU_TYPE.scan) return
  const tables = withTableOpened(opened, { qrCode, brandId: arg.brandId, restaurantId: arg.restaurantId })
  if (tables) setSettingSoon(mirror, 'tablesOpened', tables)
}
