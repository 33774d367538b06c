import { loadCatalogPart } from '../../i18n/catalog'

/** Loads the member area's messages beside a loader's own work: its screen needs both. */
export async function withMemberMessages<T>(loading: Promise<T>): Promise<T> {
  const [result] = await Promise.all([loading, loadCatalogPart('member')])
  return result
}
