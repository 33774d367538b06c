import type { Logger } from 'pino'
import type { Database } from '../../db/open'
import type { TrustProxy } from '../../http/clientIp'
import type { RateStore } from '../../providers/rateStore'
import type { SmsSender } from '../../providers/sms/types'
import type { UploadQuota } from './uploadQuota'

/** What the member calls need besides the database: providers, a clock and the upload settings. */
export type MemberDeps = {
  db: Database
  logger: Logger
  sms: SmsSender
  rates: RateStore
  /** The clock (tests pass one they move). */
  now: () => Date
  /** HMAC key of upload policies. */
  uploadSecret: string
  /** Where uploads are stored (DATA_DIR/uploads). */
  uploadsDir: string
  /** Files and bytes one member may upload per year (./uploadQuota.ts). */
  uploadQuota: UploadQuota
  /** Public origin for upload hosts; else the request's origin. */
  publicUrl?: string
  /** The proxies in front, whose X-Forwarded-For entries name the client (../../http/clientIp.ts). */
  trustProxy: TrustProxy
  /** SMS codes one client IP may ask for per hour. */
  smsSendsPerIpHour: number
  /** Wrong SMS codes one client IP may send per hour before it is refused for the rest of it. */
  loginFailuresPerIpHour: number
}
