import type { Make, Params } from './cases'
import type { FuzzRequest } from './request'
import type { Route, RouteSpec } from './routes'
import { nestedJson, type Random, sample } from './values'

/** Bodies of one route: content types, broken and deeply nested JSON, batches, sizes around 1 MB, long URLs. */

/** Largest body the API reads (server/http/middleware.ts). */
const MAX_BODY = 1024 * 1024

/** Content types, broken JSON, nesting and (for log calls) batches. */
export function* bodyCases(
  make: Make,
  valid: Record<string, unknown>,
  spec: RouteSpec | null,
  random: Random,
  lite: boolean,
): Generator<FuzzRequest> {
  const json = JSON.stringify(valid)
  const contentTypes: [string, string | null, string | Buffer][] = [
    ['none', null, json],
    ['text/plain', 'text/plain', json],
    ['utf-16 body', 'application/json; charset=utf-16', Buffer.from(json, 'utf16le')],
    [
      'latin1 body',
      'application/json; charset=iso-8859-1',
      Buffer.from(json.replace('}', ',"n":"é"}'), 'latin1'),
    ],
    ['upper case', 'APPLICATION/JSON', json],
    ['+json', 'application/vnd.api+json', json],
    ['form holding JSON', 'application/x-www-form-urlencoded', json],
    [
      'multipart',
      'multipart/form-data; boundary=zz',
      `--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n`,
    ],
    ['multipart no boundary', 'multipart/form-data', 'garbage'],
    ['octet-stream', 'application/octet-stream', json],
    ['garbage', 'garbage', json],
    ['semicolons', ';;;', json],
    ['list', 'application/json, text/plain', json],
    ['long params', `application/json; ${'a=b;'.repeat(1_000)}`, json],
    ['bad form escapes', 'application/x-www-form-urlencoded', 'brandId=%ZZ&x=%&&&=&+=+'],
    ['BOM', 'application/json', `\ufeff${json}`],
    [
      'invalid UTF-8',
      'application/json',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ],
    ['empty JSON', 'application/json', ''],
    ['whitespace', 'application/json', ' \r\n\t '],
  ]
  for (const [label, contentType, body] of sample(contentTypes, 6, random, lite))
    yield make('content-type', `content-type ${label}`, { body, contentType })

  const broken = [
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '"text"',
    '123',
    'true',
    'null',
    '[]',
    '{"a":1}garbage',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '{"a":"\\x"}',
    `{"a":"${'\\u'}"}`,
  ]
  for (const text of sample(broken, 5, random, lite))
    yield make('broken-json', `json ${JSON.stringify(text)}`, { body: text })

  for (const depth of [10, 1_000, 10_000]) {
    for (const kind of ['array', 'object'] as const)
      yield make(`nested-${depth}`, `body ${kind} depth ${depth}`, { body: nestedJson(depth, kind) })
    yield make(`nested-${depth}`, `param x depth ${depth}`, {
      body: `${json.slice(0, -1)}${json === '{}' ? '' : ','}"x":${nestedJson(depth, 'object')}}`,
    })
  }

  if (spec?.records) {
    yield make('batch', 'empty batch', { body: '[]' })
    yield make('batch', '101 records', { body: JSON.stringify(Array.from({ length: 101 }, () => valid)) })
    yield make('batch', 'second record bad', { body: JSON.stringify([valid, { ...valid, id: null }]) })
    yield make('batch', 'array of arrays', { body: JSON.stringify([[valid]]) })
    yield make('batch', 'array of nulls', { body: '[null,null]' })
  }
}

/** Large flat JSON, bodies around 1 MB, long URLs (`urlsOnly`: no bodies). */
export function* sizeCases(
  route: Route,
  make: Make,
  params: Params,
  valid: Record<string, unknown>,
  urlsOnly: boolean,
) {
  const json = JSON.stringify(valid)
  const padded = (size: number) => {
    const head = `${json.slice(0, -1)}${json === '{}' ? '' : ','}"pad":"`
    return `${head}${'x'.repeat(size - head.length - 2)}"}`
  }
  for (const size of [8_192, 16_384, 65_536]) {
    yield params('url-size', `query ${size / 1024} KB`, { ...valid, pad: 'q'.repeat(size) })
    yield make('url-size', `path ${size / 1024} KB`, { target: `${route.path}/${'p'.repeat(size)}` })
  }
  if (urlsOnly) return
  const flat = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index]))
  yield make('large-json', '10,000 keys', { body: JSON.stringify({ ...valid, ...flat }) })
  const firstKey = Object.keys(valid)[0] ?? 'x'
  yield make('large-json', `${firstKey}: array of 100,000`, {
    body: JSON.stringify({ ...valid, [firstKey]: new Array(100_000).fill(0) }),
  })
  yield make('body-size', 'body 1 MB - 1', { body: padded(MAX_BODY - 1) })
  yield make('body-size', 'body 1 MB + 1', { body: padded(MAX_BODY + 1) })
  yield make('body-size', 'body 1 MB + 1 chunked', { body: padded(MAX_BODY + 1), chunked: true })
}
