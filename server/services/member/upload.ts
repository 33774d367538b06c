import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import * as v from 'valibot'
import type { UploadCredential } from '../../../src/domain/contract/member'
import { UPLOAD_MAX_BYTES } from '../../../src/domain/uploadFiles'
import { ApiError, validationError } from '../../http/errors'
import { resizedCacheDir } from '../../http/imageResize'
import type { RateStore } from '../../providers/rateStore'
import { type ImageKind, reencodeImage } from './reencode'
import { takeUploadQuota, type UploadQuota } from './uploadQuota'

/**
 * The server's own image storage, spoken to like OSS (SPEC §7 "Image upload"): a signed policy
 * (HMAC-SHA256 with the upload-policy key) names a member's key prefix, a size limit and an
 * expiry; the multipart POST must carry it unchanged. Every image is decoded and encoded again
 * before it is stored, so nothing but pixels reaches the disk, and each counts against its member's
 * quota (./uploadQuota.ts).
 */

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES
const POLICY_TTL_MS = 10 * 60_000
const ACCESS_KEY_ID = 'local'

/** The only policy shape this server signs; anything else, even correctly signed, is refused. */
const PolicySchema = v.object({
  expiration: v.pipe(v.string(), v.isoTimestamp()),
  conditions: v.strictTuple([
    v.strictTuple([
      v.literal('content-length-range'),
      v.literal(0),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_UPLOAD_BYTES)),
    ]),
    v.strictTuple([
      v.literal('starts-with'),
      v.literal('$key'),
      v.pipe(v.string(), v.regex(/^member\/\d{1,10}\/$/)),
    ]),
  ]),
})
type Policy = v.InferOutput<typeof PolicySchema>

const sign = (secret: string, encodedPolicy: string) =>
  createHmac('sha256', secret).update(encodedPolicy).digest('base64')

/** A credential for the member's own directory. */
export function uploadCredential(
  secret: string,
  host: string,
  memberId: number,
  now: Date,
): UploadCredential {
  const dir = `member/${memberId}/`
  const policy: Policy = {
    expiration: new Date(now.getTime() + POLICY_TTL_MS).toISOString(),
    conditions: [
      ['content-length-range', 0, MAX_UPLOAD_BYTES],
      ['starts-with', '$key', dir],
    ],
  }
  const encodedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64')
  return { host, dir, accessKeyId: ACCESS_KEY_ID, encodedPolicy, postSignature: sign(secret, encodedPolicy) }
}

export function policyRefused(): ApiError {
  return new ApiError(403, 'UPLOAD.POLICY', 'uploadPolicy')
}

/** What a genuine policy allows: keys under `dir` (of member `memberId`), files up to `maxBytes`. */
export type AllowedUpload = { dir: string; memberId: number; maxBytes: number }

/** What a genuine, unexpired policy allows; throws UPLOAD.POLICY otherwise. */
export function verifyPolicy(
  secret: string,
  encodedPolicy: string,
  signature: string,
  now: Date,
): AllowedUpload {
  const expected = Buffer.from(sign(secret, encodedPolicy))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw policyRefused()
  let policy: Policy
  try {
    policy = v.parse(PolicySchema, JSON.parse(Buffer.from(encodedPolicy, 'base64').toString('utf8')))
  } catch {
    throw policyRefused()
  }
  const expiresAt = Date.parse(policy.expiration)
  if (!(expiresAt > now.getTime())) throw policyRefused()
  const dir = policy.conditions[1][2]
  return { dir, memberId: Number(dir.split('/')[1]), maxBytes: policy.conditions[0][2] }
}

/** The image type from the first bytes (PNG, JPEG, GIF, WebP), or null. */
function imageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  const head = Buffer.from(bytes.subarray(0, 12)).toString('latin1')
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp'
  return null
}

const EXTENSION_KIND: Record<string, ImageKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
}

/** Where uploads go and what counts them. */
export type UploadStore = { uploadsDir: string; rates: RateStore; uploadQuota: UploadQuota; now: () => Date }

/**
 * Checks the key against the policy and the bytes, takes the file from the member's quota, then
 * writes the re-encoded image under uploadsDir.
 */
export async function storeUpload(
  store: UploadStore,
  allowed: AllowedUpload,
  key: string,
  file: Uint8Array,
): Promise<string> {
  if (
    !key.startsWith(allowed.dir) ||
    !/^[A-Za-z0-9._/-]{1,200}$/.test(key) ||
    key.includes('..') ||
    key.includes('//')
  ) {
    throw validationError('key')
  }
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  const expected = EXTENSION_KIND[extension]
  if (!expected || key.endsWith('/')) throw validationError('key')
  if (file.byteLength === 0) throw validationError('file', 'uploadNotImage')
  if (file.byteLength > allowed.maxBytes) throw validationError('file', 'uploadTooLarge')
  const kind = imageKind(file)
  if (kind === null || kind !== expected) throw validationError('file', 'uploadNotImage')
  const base = resolve(store.uploadsDir)
  const path = resolve(base, key)
  if (!path.startsWith(base + sep)) throw validationError('key')
  // Before decoding: a member past the quota costs no decoding either.
  await takeUploadQuota(store.rates, store.uploadQuota, allowed.memberId, file.byteLength, store.now())
  const clean = await reencodeImage(file, kind)
  if (!clean) throw validationError('file', 'uploadNotImage')
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, clean)
  return key
}

/** Removes the member's uploads and their resized variants (account deletion). */
export async function removeMemberUploads(uploadsDir: string, memberId: number): Promise<void> {
  for (const root of [uploadsDir, resizedCacheDir(uploadsDir)]) {
    await rm(join(root, 'member', String(memberId)), { recursive: true, force: true })
  }
}
