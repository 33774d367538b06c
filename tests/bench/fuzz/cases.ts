import { bodyCases, sizeCases } from './bodyCases'
import { HEADER_CASES } from './headers'
import { maximalCases } from './maximalCases'
import { type FuzzRequest, formBody, jsonText, withQuery } from './request'
import type { Ids, Route, RouteSpec } from './routes'
import {
  BAD_JSON,
  BAD_PERCENT,
  BAD_TEXT,
  PROTOTYPE_KEYS,
  RAW_JSON_LITERALS,
  type Random,
  sample,
} from './values'

/** The malformed inputs of one route: wrong methods, parameters, bodies, content types, sizes, headers. */

export type CaseOptions = {
  /** The fast subset (server test): samples of each list instead of all of it. */
  lite: boolean
}

type Parts = {
  method?: string
  target?: string
  query?: readonly (readonly [string, unknown])[]
  body?: string | Buffer
  contentType?: string | null
  headers?: Record<string, string>
  chunked?: boolean
}

/** Per-route case builder: GET routes carry parameters in the query, POST routes in a JSON body. */
function builder(route: Route, spec: RouteSpec | null) {
  const isGet = route.method === 'GET'
  const make = (kind: string, label: string, parts: Parts): FuzzRequest => {
    const headers: Record<string, string> = { ...parts.headers }
    const contentType =
      parts.contentType === undefined
        ? parts.body === undefined
          ? null
          : 'application/json'
        : parts.contentType
    if (contentType !== null) headers['Content-Type'] = contentType
    return {
      kind,
      label,
      method: parts.method ?? route.method,
      target: parts.target ?? withQuery(route.path, parts.query ?? []),
      headers,
      body: parts.body,
      chunked: parts.chunked,
      auth: spec?.auth !== undefined,
    }
  }
  /** The parameters as the route reads them (query for GET, JSON body for POST). */
  const params = (kind: string, label: string, record: Record<string, unknown>, extra: Parts = {}) =>
    isGet
      ? make(kind, label, { query: Object.entries(record), ...extra })
      : make(kind, label, { body: JSON.stringify(record), ...extra })
  return { isGet, make, params }
}

/** Every malformed input of one route (lazily: some bodies are a megabyte). */
export function* routeCases(
  route: Route,
  spec: RouteSpec | null,
  ids: Ids,
  random: Random,
  options: CaseOptions,
): Generator<FuzzRequest> {
  const { isGet, make, params } = builder(route, spec)
  const valid = spec?.params(ids) ?? {}
  const keys = Object.keys(valid)
  const lite = options.lite

  yield params('valid', 'valid parameters', valid)
  if (!isGet)
    yield make('valid', 'valid as form', {
      body: formBody(Object.entries(valid)),
      contentType: 'application/x-www-form-urlencoded',
    })
  if (spec?.auth === 'required') yield { ...params('auth', 'no token', valid), auth: false }

  for (const method of sample(
    [isGet ? 'POST' : 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'],
    3,
    random,
    lite,
  ))
    yield make('method', `method ${method}`, { method, query: Object.entries(valid) })

  yield params('missing', 'no parameters', {})
  for (const key of keys) {
    const { [key]: _left, ...rest } = valid
    yield params('missing', `without ${key}`, rest)
  }

  yield params('extra', 'unknown parameter', { ...valid, zzz: '1' })
  for (const key of sample(PROTOTYPE_KEYS, 3, random, lite)) {
    yield make('prototype-key', `query ${key}=x`, { query: [...Object.entries(valid), [key, 'x']] })
    if (!isGet) {
      const pairs = Object.entries(valid).map(([k, v]) => [k, JSON.stringify(v)] as const)
      yield make('prototype-key', `json ${key}:"x"`, { body: jsonText([...pairs, [key, '"x"']]) })
      yield make('prototype-key', `json ${key}:{}`, { body: jsonText([...pairs, [key, '{"x":1}']]) })
      yield make('prototype-key', `form ${key}=x`, {
        body: formBody([...Object.entries(valid), [key, 'x']]),
        contentType: 'application/x-www-form-urlencoded',
      })
    }
  }

  for (const key of keys) {
    yield make('duplicate', `query ${key} twice`, { query: [...Object.entries(valid), [key, 'x']] })
    yield make('duplicate', `query ${key}[]`, { query: [[`${key}[]`, valid[key]], ...Object.entries(valid)] })
    if (!isGet) {
      const pairs = Object.entries(valid).map(([k, v]) => [k, JSON.stringify(v)] as const)
      yield make('duplicate', `json ${key} twice`, { body: jsonText([...pairs, [key, '"x"']]) })
      yield make('duplicate', `form ${key} twice`, {
        body: formBody([...Object.entries(valid), [key, 'x']]),
        contentType: 'application/x-www-form-urlencoded',
      })
    }
  }

  for (const key of keys) {
    for (const [label, value] of sample(BAD_TEXT, 6, random, lite)) {
      yield params('bad-value', `${key}=text:${label}`, { ...valid, [key]: value })
      if (!isGet)
        yield make('bad-value', `form ${key}=${label}`, {
          body: formBody(Object.entries({ ...valid, [key]: value })),
          contentType: 'application/x-www-form-urlencoded',
        })
    }
    for (const [label, value] of sample(BAD_JSON, 4, random, lite))
      yield params('bad-value', `${key}=json:${label}`, { ...valid, [key]: value })
    if (!isGet) {
      for (const [label, literal] of sample(RAW_JSON_LITERALS, 3, random, lite)) {
        const pairs = Object.entries(valid).map(
          ([k, v]) => [k, k === key ? literal : JSON.stringify(v)] as const,
        )
        yield make('bad-value', `${key}=${label}`, { body: jsonText(pairs) })
      }
    }
  }

  // The fast subset sends no bodies to GET calls (a Fetch Request cannot carry one).
  if (!(lite && isGet)) yield* bodyCases(make, valid, spec, random, lite)
  yield* sizeCases(route, make, params, valid, lite && isGet)

  for (const [label, headers] of sample(HEADER_CASES, 8, random, lite))
    yield params('header', label, valid, { headers })

  for (const bad of sample(BAD_PERCENT, 4, random, lite)) {
    yield make('percent', `path ${bad}`, { target: `${route.path}${bad}` })
    yield make('percent', `query value ${bad}`, {
      target: `${withQuery(route.path, Object.entries(valid))}${keys.length ? '&' : '?'}${keys[0] ?? 'q'}=${bad}`,
    })
    yield make('percent', `query key ${bad}`, {
      target: `${withQuery(route.path, Object.entries(valid))}&${bad}=1`,
    })
  }
  yield make('percent', 'encoded slash', { target: route.path.replace(/\/([^/]*)$/, '%2F$1') })
  yield make('percent', 'encoded path', {
    target: route.path.replace(/[a-z]/, (char) => `%${char.charCodeAt(0).toString(16)}`),
  })

  for (let index = 0; index < (lite ? 3 : 12); index += 1) yield randomCase(make, valid, random, index)
  // The server test times these on their own (tests/server/maximalBodies.test.ts).
  if (!lite) yield* maximalCases(route, spec, ids)
}

export type Make = ReturnType<typeof builder>['make']
export type Params = ReturnType<typeof builder>['params']

/** A seeded mix: one to three parameters spoiled, a random content type and maybe a bad header. */
function randomCase(make: Make, valid: Record<string, unknown>, random: Random, index: number): FuzzRequest {
  const record: Record<string, unknown> = { ...valid }
  const keys = [...Object.keys(valid), 'extra']
  for (let count = 1 + random.int(3); count > 0; count -= 1) {
    const key = random.pick(keys)
    record[key] = random.next() < 0.5 ? random.pick(BAD_TEXT)[1] : random.pick(BAD_JSON)[1]
  }
  const headers = random.next() < 0.3 ? random.pick(HEADER_CASES)[1] : {}
  const carrier = random.int(3)
  const label = `random #${index}`
  if (carrier === 0) return make('random', `${label} query`, { query: Object.entries(record), headers })
  if (carrier === 1)
    return make('random', `${label} form`, {
      body: formBody(Object.entries(record)),
      contentType: 'application/x-www-form-urlencoded',
      headers,
    })
  return make('random', `${label} json`, { body: JSON.stringify(record), headers })
}
