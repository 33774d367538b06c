import type { I18n } from '@lingui/core'
import { loadCatalogPart } from '../../i18n/catalog'

/** Loads the member area's messages beside a loader's own work: its screen needs both. */
export async function withMemberMessages<T>(i18n: I18n, loading: Promise<T>): Promise<T> {
  const [result] = await Promise.all([loading, loadCatalogPart(i18n, 'member')])
  return result
}
