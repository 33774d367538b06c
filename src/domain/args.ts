/**
 * Route arg codec (DESIGN.md §4 "Route args"): values joined with `_`, UTF-8, base64url,
 * each padding `=` written as `~`. The decoder also accepts `+`, `/`, `=` and missing padding.
 * The query form `?arg=` carries a JSON array instead.
 */

export type ArgResult =
  | { kind: 'missing' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ok'; values: string[] }

const SEPARATOR = '_'
const PADDING_MARKER = '~'
const BASE64URL_BODY = /^[A-Za-z0-9\-_]*$/

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Encodes route values; a value containing `_` cannot be carried and is refused. */
export function encodeArg(values: ReadonlyArray<string | number | boolean>): string {
  const parts = values.map(String)
  if (parts.some((part) => part.includes(SEPARATOR))) {
    throw new RangeError('Route arg values cannot contain "_"')
  }
  const joined = parts.join(SEPARATOR)
  if (joined === '') throw new RangeError('Route arg needs at least one non-empty value')
  return bytesToBase64(new TextEncoder().encode(joined))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, PADDING_MARKER)
}

/** Decodes the path form of an arg; empty or absent input is `missing`, anything undecodable `invalid`. */
export function decodeArg(raw: string | null | undefined): ArgResult {
  if (raw == null || raw === '') return { kind: 'missing' }
  let text = raw
  try {
    // Path segments may arrive percent-encoded (e.g. `%3D` for `=`).
    if (text.includes('%')) text = decodeURIComponent(text)
  } catch {
    return { kind: 'invalid', reason: 'percent-encoding' }
  }
  const body = text.replaceAll(PADDING_MARKER, '=').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  if (!BASE64URL_BODY.test(body)) return { kind: 'invalid', reason: 'alphabet' }
  if (body.length % 4 === 1 || body.length === 0) return { kind: 'invalid', reason: 'length' }
  const standard = body.replace(/-/g, '+').replace(/_/g, '/')
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4)
  let binary: string
  try {
    binary = atob(padded)
  } catch {
    return { kind: 'invalid', reason: 'base64' }
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  let joined: string
  try {
    joined = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { kind: 'invalid', reason: 'utf-8' }
  }
  if (joined === '') return { kind: 'missing' }
  return { kind: 'ok', values: joined.split(SEPARATOR) }
}

/** Decodes the query form `?arg=[...]`: a JSON array of strings, numbers, booleans or nulls. */
export function decodeQueryArg(raw: string | null | undefined): ArgResult {
  if (raw == null || raw === '') return { kind: 'missing' }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { kind: 'invalid', reason: 'json' }
  }
  if (!Array.isArray(parsed)) return { kind: 'invalid', reason: 'json-not-array' }
  if (parsed.length === 0) return { kind: 'missing' }
  const values: string[] = []
  for (const item of parsed) {
    if (item === null) values.push('')
    else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
      values.push(String(item))
    } else return { kind: 'invalid', reason: 'json-item' }
  }
  return { kind: 'ok', values }
}

/** The path arg wins; the query form is the fallback (SPEC §2). */
export function readArg(pathArg: string | null | undefined, queryArg: string | null | undefined): ArgResult {
  const fromPath = decodeArg(pathArg)
  if (fromPath.kind !== 'missing') return fromPath
  return decodeQueryArg(queryArg)
}
