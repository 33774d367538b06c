import type { FuzzRequest } from './request'
import type { Route } from './routes'

/** Inputs of the routes outside /api: uploads (traversal, x-oss-process, the upload form), the PWA, /healthz. */

/** A demo image every fresh database serves (server/assets/demo). */
const DEMO_IMAGE = '/uploads/demo/foods/milk-tea.svg'

const get = (kind: string, target: string, headers: Record<string, string> = {}): FuzzRequest => ({
  kind,
  label: target.length > 100 ? `${target.slice(0, 100)}…` : target,
  method: 'GET',
  target,
  headers,
})

const TRAVERSALS = [
  '../package.json',
  '..%2f..%2fpackage.json',
  '%2e%2e/%2e%2e/package.json',
  '%2e%2e%2f%2e%2e%2fserver%2fenv.ts',
  '..%5c..%5cpackage.json',
  '..\\..\\package.json',
  '%252e%252e/%252e%252e/package.json',
  '....//....//package.json',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  '..%00/package.json',
  '.resized/x.png',
  '%2eresized/x.png',
  '%ZZ',
  '%00',
  `${'a/'.repeat(2_000)}x.png`,
]

/** Path traversal and odd paths under /uploads, /uploads/demo and /shop. */
function* traversalCases(): Generator<FuzzRequest> {
  for (const base of ['/uploads/', '/uploads/demo/', '/uploads/demo/foods/', '/shop/', '/shop/assets/'])
    for (const tail of TRAVERSALS) yield get('traversal', `${base}${tail}`)
  for (const target of [
    `${DEMO_IMAGE}%00.png`,
    `${DEMO_IMAGE}/..`,
    '/uploads/demo/foods/./milk-tea.svg',
    '/uploads//demo/foods/milk-tea.svg',
    '/uploads',
    '/uploads/',
    '/uploads/demo',
    '/shop/%E0%A4%A',
    '/shop/index.html%00',
    '/shop/brand/index?alias=%ZZ',
    '/shop/resource?arg=[1,0,0,2',
  ])
    yield get('traversal', target)
}

const OSS_PROCESS = [
  'image/resize,w_100',
  'image/resize,w_100,h_100,m_fill',
  'image/resize,w_99999999999999999999',
  'image/resize,w_-1',
  'image/resize,w_0,h_0',
  'image/resize,w_1e3',
  'image/resize,w_0x10',
  'image/resize,w_1.5',
  'image/resize,m_unknown',
  'image/resize,w_10,w_20',
  'image/resize,limit_2',
  'image/resize,limit_0,w_2000,h_2000,m_pad',
  'image/resize,,',
  'image/resize,w_',
  'image/resize',
  'image/crop,w_10',
  'image/resize,w_10/quality,q_90',
  '',
  '%00',
  '%ZZ',
  encodeURIComponent('image/resize,w_１０'),
  `image/resize,${'w_1,'.repeat(2_000)}`,
]

/** `?x-oss-process=` variants on a demo image (and a missing one). */
function* ossCases(): Generator<FuzzRequest> {
  for (const value of OSS_PROCESS) yield get('oss-process', `${DEMO_IMAGE}?x-oss-process=${value}`)
  yield get('oss-process', `${DEMO_IMAGE}?x-oss-process=image/resize,w_10&x-oss-process=image/resize,w_20`)
  yield get('oss-process', '/uploads/demo/foods/missing.png?x-oss-process=image/resize,w_10')
  yield get('oss-process', '/uploads/demo/?x-oss-process=image/resize,w_10')
  yield get('oss-process', `${DEMO_IMAGE}?x-oss-process`)
}

/** A multipart body from fields (and one file part). */
function multipart(boundary: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

/** An upload policy the server signed for the fuzz member (getSignature), when the run has one. */
export type UploadCredential = { dir: string; encodedPolicy: string; postSignature: string }

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

/** POST /uploads with broken forms, forged and real policies, odd keys and files. */
function* uploadCases(credential: UploadCredential | null): Generator<FuzzRequest> {
  const post = (label: string, body: Buffer | string, contentType: string | null): FuzzRequest => ({
    kind: 'upload',
    label,
    method: 'POST',
    target: '/uploads',
    headers: contentType === null ? {} : { 'Content-Type': contentType },
    body,
  })
  const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
    multipart('fuzzb', fields, file)
  const type = 'multipart/form-data; boundary=fuzzb'
  yield post('no content type', 'x', null)
  yield post('json', '{"policy":"x"}', 'application/json')
  yield post('no boundary', form({ a: '1' }), 'multipart/form-data')
  yield post('wrong boundary', form({ a: '1' }), 'multipart/form-data; boundary=other')
  yield post('truncated', form({ policy: 'x' }).subarray(0, 30), type)
  yield post('empty form', '--fuzzb--\r\n', type)
  yield post('garbage', Buffer.from([0, 1, 2, 255, 254]), type)
  yield post(
    'policy not base64',
    form({ OSSAccessKeyId: 'local', policy: '%%%', Signature: 'x', key: 'a.png' }),
    type,
  )
  yield post(
    'policy not JSON',
    form({ OSSAccessKeyId: 'local', policy: Buffer.from('nope').toString('base64'), Signature: 'x' }),
    type,
  )
  yield post(
    'policy arrays',
    form({
      OSSAccessKeyId: ['local'].join(),
      policy: Buffer.from('{"conditions":[[[[]]]]}').toString('base64'),
      Signature: 'x',
    }),
    type,
  )
  yield post(
    'many fields',
    form(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`f${i}`, 'v']))),
    type,
  )
  if (!credential) return
  const signed = {
    OSSAccessKeyId: 'local',
    policy: credential.encodedPolicy,
    Signature: credential.postSignature,
  }
  const keys = [
    '../x.png',
    `${credential.dir}../../x.png`,
    `${credential.dir}a.exe`,
    `${credential.dir}%2e%2e/a.png`,
    `${credential.dir}é.png`,
    `${credential.dir}${'a'.repeat(5_000)}.png`,
    `${credential.dir}.resized/a.png`,
    'other/a.png',
    `${credential.dir}`,
  ]
  for (const key of keys)
    yield post(`key ${key.slice(0, 60)}`, form({ ...signed, key }, { name: 'a.png', bytes: PNG }), type)
  yield post(
    'not an image',
    form({ ...signed, key: `${credential.dir}a.png` }, { name: 'a.png', bytes: Buffer.from('<svg/>') }),
    type,
  )
  yield post(
    'empty file',
    form({ ...signed, key: `${credential.dir}a.png` }, { name: 'a.png', bytes: Buffer.alloc(0) }),
    type,
  )
  yield post('file as text field', form({ ...signed, key: `${credential.dir}a.png`, file: 'x' }), type)
  yield post(
    'odd success status',
    form(
      { ...signed, key: `${credential.dir}b.png`, success_action_status: '999999' },
      { name: 'b.png', bytes: PNG },
    ),
    type,
  )
  yield post(
    'signature tampered',
    form(
      { ...signed, Signature: `${credential.postSignature.slice(0, -2)}AA`, key: `${credential.dir}a.png` },
      { name: 'a.png', bytes: PNG },
    ),
    type,
  )
}

/** A brand's manifest (server/http/brandManifest.ts): odd, unknown, doubled and huge brands and languages. */
function* manifestCases(): Generator<FuzzRequest> {
  for (const query of [
    'alias=',
    'alias=%ZZ',
    'alias=%00',
    'alias=..%2f..%2fpackage.json',
    `alias=${'a'.repeat(5_000)}`,
    'alias=nobrand',
    'alias=demo&alias=harbour',
    'alias[]=demo',
    'alias=demo&brandId=1',
    'brandId=0',
    'brandId=-1',
    'brandId=1e3',
    'brandId=99999999999999999999',
    'alias=demo&lang=%ZZ',
    `alias=demo&lang=${'x'.repeat(5_000)}`,
  ])
    yield get('manifest', `/shop/manifest.webmanifest?${query}`)
}

/** The sandbox's hosted page (server/providers/payment/sandboxPage.ts): odd references, languages and buttons. */
function* sandboxPageCases(method: 'GET' | 'POST'): Generator<FuzzRequest> {
  const refs = ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%ZZ', '%00', '..%2f..%2fpackage.json', 'A'.repeat(5_000)]
  const bodies = [
    'choice=pay',
    'choice=steal',
    'choice=',
    '',
    '%ZZ=%ZZ',
    'choice=pay&choice=fail',
    'x'.repeat(4_000),
  ]
  for (const ref of refs) {
    for (const lang of ['', '?lang=zh-hk', '?lang=%ZZ', `?lang=${'x'.repeat(3_000)}`]) {
      const target = `/pay/sandbox/${ref}${lang}`
      if (method === 'GET') yield get('sandbox-page', target)
      else
        for (const body of bodies)
          yield {
            ...get('sandbox-page', target),
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body,
          }
    }
  }
}

/** Cases of the routes outside /api, keyed `METHOD path` as in app.routes. */
export function otherRouteCases(
  credential: UploadCredential | null,
): Record<string, () => Iterable<FuzzRequest>> {
  return {
    'GET /healthz': () => [
      get('healthz', '/healthz'),
      get('healthz', '/healthz?x=%ZZ'),
      { ...get('healthz', '/healthz'), method: 'POST', body: '{' },
    ],
    'GET /': () => [get('pwa', '/?%ZZ'), get('pwa', `/?${'q'.repeat(8_000)}`)],
    'GET /shop': () => [get('pwa', '/shop?x=%00')],
    'GET /shop/manifest.webmanifest': () => manifestCases(),
    'GET /shop/*': () => traversalCases(),
    'POST /uploads': () => uploadCases(credential),
    'GET /uploads/*': () => ossCases(),
    'GET /pay/sandbox/:ref': () => sandboxPageCases('GET'),
    'POST /pay/sandbox/:ref': () => sandboxPageCases('POST'),
  }
}

/** The routes outside /api that have no entry in otherRouteCases (the caller fails on any). */
export function uncoveredOtherRoutes(routes: readonly Route[]): Route[] {
  const known = otherRouteCases(null)
  return routes.filter((route) => !route.path.startsWith('/api/') && !known[`${route.method} ${route.path}`])
}
