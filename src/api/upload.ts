import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { UploadCredential } from '../domain/contract/member'
import type { Envelope } from '../domain/envelope'
import { type ResizeMode, resizedImageUrl } from '../domain/images'
import { uploadExtension, uploadKey } from '../domain/uploadFiles'
import type { ApiClient } from './client'
import { pageOrigin, storageOrigins } from './pictures'
import { isEnvelope } from './transport'

/**
 * SPEC §7 "Image upload": a signed credential from the API, then a multipart POST straight to the
 * storage host, as to OSS (docs/api.md "Image upload").
 */

export type UploadResult = { success: true; url: string } | { success: false; message: string }

/**
 * Sending up to 5 MB over a phone connection takes longer than the API's 15 s, so the storage
 * POST gets a minute.
 */
const UPLOAD_TIMEOUT_MS = 60_000

/** `url` resized to size×size when it is on the product's own storage (SPEC: default 150x150). */
export function resizedUploadUrl(url: string, size?: number, mode?: ResizeMode): string {
  return resizedImageUrl(url, size, { origins: storageOrigins(), mode })
}

/** Uploads a picked image; resolves with its URL (host + '/' + key) or a message to show. Never throws. */
export async function uploadImage(
  api: ApiClient,
  file: File,
  options: { configType?: string } = {},
): Promise<UploadResult> {
  const failed = () => t`Could not upload the picture, please try again.`
  const extension = uploadExtension(file)
  if (!extension) return { success: false, message: t`Please choose a PNG, JPEG, GIF or WebP image.` }
  const answer = await api.get<UploadCredential>('member/public/aliOss/getSignature')
  if (!answer.success || !answer.data) return { success: false, message: answer.errMsg || failed() }
  const { host, dir, accessKeyId, encodedPolicy, postSignature } = answer.data
  const key = uploadKey(dir, Date.now(), extension)
  const form = new FormData()
  form.append('OSSAccessKeyId', accessKeyId)
  form.append('policy', encodedPolicy)
  form.append('Signature', postSignature)
  form.append('keys', dir)
  form.append('key', key)
  form.append('success_action_status', '200')
  form.append('type', 'image')
  form.append('configType', options.configType ?? 'avatar')
  form.append('file', file) // object storage reads no field after the file

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS)
  try {
    const response = await fetch(host, {
      method: 'POST',
      body: form,
      signal: controller.signal,
      // Our own server answers in the app's language; a foreign storage host gets no extra header
      // (and so no CORS preflight).
      headers: sameOrigin(host) && i18n.locale ? { 'X-Locale': i18n.locale } : {},
    })
    const body = await readEnvelope(response)
    if (response.ok && body?.success !== false) return { success: true, url: `${host}/${key}` }
    return { success: false, message: body?.errMsg || failed() }
  } catch {
    return {
      success: false,
      message: controller.signal.aborted
        ? t`Network request timeout! Please refresh and try again!`
        : t`Network connection is unstable, please try again!`,
    }
  } finally {
    clearTimeout(timer)
  }
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, `${pageOrigin()}/`).origin === pageOrigin()
  } catch {
    return false
  }
}

/** Our server answers an envelope; object storage answers an empty body or XML. */
async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text())
    return isEnvelope(parsed) ? parsed : null
  } catch {
    return null
  }
}
