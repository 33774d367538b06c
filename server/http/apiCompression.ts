import type { MiddlewareHandler } from 'hono'
import { compressAnswer, isCompressible, pickEncoding } from './compression'
import type { AppContext, AppEnv } from './context'
import { setHeaders } from './middleware'

/**
 * API answers on the wire: every answer of a text type and 1 KB or more is sent brotli- or
 * gzip-compressed as the request's Accept-Encoding allows (./compression.ts pickEncoding), with
 * `Vary: Accept-Encoding` and the compressed Content-Length. Answers without a body (HEAD, 204,
 * 304), already encoded, or of another type go as they are. A route that negotiates itself (the
 * menu sends the copies it keeps per revision) sets Vary: Accept-Encoding and is left alone.
 *
 * Tokens travel in the Authorization header, never in cookies, so no other site can make a
 * browser fetch an answer holding them next to text of its choosing: compressing them reveals
 * nothing (BREACH needs both).
 */

/** Whether the answer already says it depends on Accept-Encoding (a route negotiated it). */
function variesOnEncoding(response: Response): boolean {
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(response.headers.get('vary') ?? '')
}

/** A Vary value with Accept-Encoding added. */
const varyWithEncoding = (vary: string | null) => (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')

/**
 * Replaces the answer. Set directly, `c.res` would copy the old answer's headers into a streamed
 * copy of the new one, which has them already (and node-server sends bytes faster than a stream).
 */
function replaceAnswer(c: AppContext, response: Response): void {
  c.res = undefined
  c.res = response
}

export const compressApiAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const { status, headers } = c.res
  if (c.req.method === 'HEAD' || status === 204 || status === 304) return
  if (headers.has('content-encoding') || variesOnEncoding(c.res)) return
  const contentType = headers.get('content-type') ?? ''
  // Whether an answer of this type is compressed depends on Accept-Encoding whatever its size: for caches too.
  if (!isCompressible(contentType, Number.POSITIVE_INFINITY)) return
  const accepted = c.req.header('accept-encoding')
  if (!pickEncoding(accepted, contentType, Number.POSITIVE_INFINITY)) {
    setHeaders(c, { Vary: varyWithEncoding(headers.get('vary')) })
    return
  }
  // Reading the body consumes the answer: a new one is made whether it is compressed or not.
  const bytes = new Uint8Array(await c.res.arrayBuffer())
  const sent = new Headers(headers)
  sent.set('Vary', varyWithEncoding(headers.get('vary')))
  sent.delete('content-length')
  const encoding = pickEncoding(accepted, contentType, bytes.byteLength)
  if (!encoding) return replaceAnswer(c, new Response(bytes, { status, headers: sent }))
  sent.set('Content-Encoding', encoding)
  replaceAnswer(c, new Response(await compressAnswer(bytes, encoding), { status, headers: sent }))
}
