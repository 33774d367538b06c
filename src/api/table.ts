import type { TableBillPayResult, TableScan, TableSessionView } from '../domain/contract/table'
import type { TableCartView } from '../domain/contract/tableCart'
import { TABLE_CART_WAIT_MS } from '../domain/table/tableSession'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The table calls (docs/api.md "Tables"): what a table's code opens, its guests, and reading its
 * shared cart (changes and rounds are sent by src/sync/tableSync.ts). Every function resolves to
 * an envelope and never throws; network failures are not announced (the table screens say
 * themselves that they are offline and keep the changes to send later).
 */

/** POST order/qrcode/scanTableQrcodeNew: the table, its restaurant and its open session. */
export function scanTable(api: ApiClient, qrCode: string): Promise<ApiEnvelope<TableScan>> {
  return api.request(
    { method: 'POST', path: 'order/qrcode/scanTableQrcodeNew', body: { qrCode } },
    { notify: false },
  )
}

/** POST order/qrcode/addScanPerson: the guests at the table (opens its session when it has none). */
export function setTablePersons(
  api: ApiClient,
  qrCode: string,
  persons: number,
): Promise<ApiEnvelope<TableSessionView>> {
  return api.request(
    { method: 'POST', path: 'order/qrcode/addScanPerson', body: { qrCode, persons } },
    { notify: false },
  )
}

/** GET order/tableCart: the cart now, or (with `after`) once its version is another, within 20 s. */
export function readTableCart(
  api: ApiClient,
  params: { qrCode: string; guestKey: string; after?: number },
): Promise<ApiEnvelope<TableCartView>> {
  return api.request(
    {
      method: 'GET',
      path: 'order/tableCart',
      params,
      // The server answers a waiting read by TABLE_CART_WAIT_MS; a little longer covers the trip.
      timeoutMs: TABLE_CART_WAIT_MS + 10_000,
    },
    { notify: false },
  )
}

/** GET restaurant/scan/getScanById: a session of the code's table (open or closed), with its bill. */
export function readTableSession(
  api: ApiClient,
  qrCode: string,
  sessionId: number,
): Promise<ApiEnvelope<TableSessionView>> {
  return api.request(
    { method: 'GET', path: 'restaurant/scan/getScanById', params: { qrCode, id: sessionId } },
    { notify: false },
  )
}

/** POST pay/tableBill/pay: pays what the table's session still owes, online (its provider page). */
export function payTableBill(
  api: ApiClient,
  input: { qrCode: string; sessionId: number; payType: number },
): Promise<ApiEnvelope<TableBillPayResult>> {
  return api.request({ method: 'POST', path: 'pay/tableBill/pay', body: input }, { notify: false })
}
