import type { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { failure } from '../../http/envelope'
import { validationError } from '../../http/errors'
import { limitBodyTo } from '../../http/middleware'
import type { MemberDeps } from './deps'
import { MAX_UPLOAD_BYTES, policyRefused, storeUpload, verifyPolicy } from './upload'

/** Room for the form fields around a 5 MB file. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

const field = (form: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) {
    const value = form[name]
    if (typeof value === 'string') return value
  }
  return undefined
}

/** POST /uploads: the OSS-style multipart form of SPEC §7 "Image upload" (see docs/api.md). */
export function mountUploadPost(app: Hono<AppEnv>, deps: MemberDeps): void {
  app.post(
    '/uploads',
    limitBodyTo(MAX_FORM_BYTES, (c) => failure(c, validationError('file', 'uploadTooLarge'))),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').toLowerCase()
      if (!type.startsWith('multipart/form-data'))
        throw validationError('Content-Type', 'unsupportedContentType')
      let form: Record<string, unknown>
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>
      } catch {
        throw validationError('body')
      }
      const policy = field(form, 'policy')
      const signature = field(form, 'Signature', 'signature')
      const accessKeyId = field(form, 'OSSAccessKeyId', 'accessKeyId')
      if (!policy || !signature || accessKeyId !== 'local') throw policyRefused()
      const allowed = verifyPolicy(deps.uploadSecret, policy, signature, deps.now())
      const key = field(form, 'key')
      if (!key) throw validationError('key', 'missingField')
      const file = form.file
      if (!(file instanceof File)) throw validationError('file', 'missingField')
      if (file.size > allowed.maxBytes) throw validationError('file', 'uploadTooLarge')
      const stored = await storeUpload(deps, allowed, key, new Uint8Array(await file.arrayBuffer()))
      return c.json({ success: true, code: 1, data: { url: `/uploads/${stored}` } }, 200)
    },
  )
}
