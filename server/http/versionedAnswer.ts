import { compressedCopy, pickEncoding } from './compression'
import type { AppContext } from './context'

/** What is sent: one version of a file, of index.html with links added or of a kept page, and how to read it. */
export type Servable = {
  key: string
  etag: string
  contentType: string
  size: number
  read: () => Promise<Buffer>
}

/**
 * Sends one version: 304 when the request names its ETag, else its bytes in the encoding the
 * request accepts (the compressed copy kept under its key). `vary` names the request headers
 * besides Accept-Encoding the version depends on.
 */
export async function sendVersion(
  c: AppContext,
  servable: Servable,
  cacheControl: string,
  vary: string[] = [],
) {
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: servable.etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': servable.contentType,
    Vary: ['Accept-Encoding', ...vary].join(', '),
  }
  if (c.req.header('if-none-match') === servable.etag) return c.body(null, 304, headers)
  const encoding = pickEncoding(c.req.header('accept-encoding'), servable.contentType, servable.size)
  if (encoding) {
    const body = await compressedCopy(servable.key, encoding, servable.read)
    return c.body(body, 200, { ...headers, 'Content-Encoding': encoding })
  }
  return c.body(new Uint8Array(await servable.read()), 200, headers)
}
