import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { type APIRequestContext, expect, test } from '@playwright/test'
import type { OrderDetail } from '../../../src/domain/contract/order'
import type { StaffTable } from '../../../src/domain/contract/staff'

/** The staff token the e2e server starts with (playwright.config.ts webServer env STAFF_TOKEN). */
const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789abcdef'

/** The merchant's moves through the staff API (docs/api.md "Staff API"), as the order screens' tests need them. */
export class OrderStaff {
  constructor(readonly request: APIRequestContext) {}

  private async post(path: string, body: Record<string, number>): Promise<OrderDetail> {
    const answer = await this.request.post(`/api/staff/orders/${path}`, {
      data: body,
      headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
    })
    const envelope = await answer.json()
    expect(envelope.success, JSON.stringify(envelope)).toBe(true)
    return envelope.data as OrderDetail
  }

  /** The merchant confirms the order (status 8). */
  confirm(orderId: number) {
    return this.post('confirm', { orderId })
  }

  /** The merchant moves the order to a status (8, 2, 3, 4 or 5). */
  status(orderId: number, status: number) {
    return this.post('status', { orderId, status })
  }

  /** Records a delivery tracking state (1–7). */
  track(orderId: number, state: number) {
    return this.post('track', { orderId, state })
  }
}

/** Sets a restaurant's opening hours through the staff API (POST /api/staff/hours). */
export async function setOpeningHours(
  request: APIRequestContext,
  shop: { brandId: number; restaurantId: number },
  businessHours: string,
): Promise<void> {
  const answer = await request.post('/api/staff/hours', {
    data: { ...shop, businessHours },
    headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  })
  const envelope = await answer.json()
  expect(envelope.success, JSON.stringify(envelope)).toBe(true)
}

/**
 * Runs `npm run staff -- <args>` (scripts/staff.ts, as README shows it) against the e2e server;
 * resolves to its output, rejects when the command fails.
 */
export async function runStaffCommand(...args: string[]): Promise<string> {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('no baseURL for the staff command')
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', ...args],
    {
      env: { ...process.env, STAFF_URL: baseURL, STAFF_TOKEN: E2E_STAFF_TOKEN },
    },
  )
  return stdout
}

/** A restaurant's tables with their printed codes and links, through the staff API (GET /api/staff/tables). */
export async function staffTables(
  request: APIRequestContext,
  shop: { brandId: number; restaurantId: number },
): Promise<StaffTable[]> {
  const answer = await request.get(
    `/api/staff/tables?brandId=${shop.brandId}&restaurantId=${shop.restaurantId}`,
    { headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` } },
  )
  const envelope = await answer.json()
  expect(envelope.success, JSON.stringify(envelope)).toBe(true)
  return envelope.data as StaffTable[]
}
