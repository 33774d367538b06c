import { CODE_LIMIT } from '../../../src/domain/envelope'
import { ApiError } from '../../http/errors'
import type { RateStore } from '../../providers/rateStore'

/**
 * What one member may store through upload policies (docs/api.md "Image upload"): a number of files
 * and of bytes over a year, counted per member on every instance (the rate store: the database, or
 * Redis when REDIS_URL is set). Each upload takes its file and its bytes in one atomic step before
 * it is decoded, so parallel uploads never pass the quota together and a refused one counts nothing.
 * Members cannot delete uploads, so nothing is given back; the year restarts a year after the
 * first upload it counted.
 */

/** The window the quota is counted over: a year. */
const UPLOAD_QUOTA_WINDOW_MS = 365 * 24 * 60 * 60_000

/**
 * Per member per year: an avatar changed now and then and the pictures of feedback (issue 41, a few
 * per message, each up to 5 MB as a phone takes them) fit many times over, while one member can no
 * longer fill the disk (a probe stored 40 files with one 10-minute policy, and policies are free).
 */
const UPLOAD_FILES_PER_MEMBER = 100
const UPLOAD_BYTES_PER_MEMBER = 200 * 1024 * 1024

export type UploadQuota = { files: number; bytes: number }

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  files: UPLOAD_FILES_PER_MEMBER,
  bytes: UPLOAD_BYTES_PER_MEMBER,
}

/** Takes one file of `bytes` from the member's quota; throws 429 UPLOAD.QUOTA when it is spent. */
export async function takeUploadQuota(
  rates: RateStore,
  quota: UploadQuota,
  memberId: number,
  bytes: number,
  now: Date,
): Promise<void> {
  const key = `uploads:member:${memberId}`
  const refused = await rates.take(
    [
      { key: `${key}:files`, limit: quota.files, ttlMs: UPLOAD_QUOTA_WINDOW_MS },
      { key: `${key}:bytes`, limit: quota.bytes, amount: bytes, ttlMs: UPLOAD_QUOTA_WINDOW_MS },
    ],
    now,
  )
  if (refused) throw new ApiError(429, 'UPLOAD.QUOTA', 'uploadQuota', { code: CODE_LIMIT })
}
