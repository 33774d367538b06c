import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { isLocalOrPrivateHost } from '../../src/domain/hosts'
import type { AppEnv, PageSources } from './context'
import { isApiPath } from './envelope'
import { fileVersion } from './fileVersion'
import { setHeaders } from './middleware'
import { PWA_HOSTS_FILE, type PwaHosts, pwaHosts, sourceOf } from './pwaHosts'

/**
 * The browser's security headers (DESIGN §4 "Secrets and defaults"): a Content-Security-Policy,
 * frame, referrer and permissions policies on the app's pages, `nosniff` on every answer, and
 * `no-store` on API answers with personal data (docs/api.md "Caching"). HSTS belongs at the TLS proxy.
 */

export type SecurityHeadersOptions = {
  /** The built PWA: its index.html (inline hashes) and the hosts its build recorded (./pwaHosts.ts). */
  staticDir: string
  /** PUBLIC_URL: the origin of upload hosts and of the uploaded images when set. */
  publicUrl?: string
  /**
   * Development (`npm start`): pages on local or private-network hosts may run the debug console
   * (SPEC §2; eruda injects styles and evaluates what is typed), so they allow inline styles and
   * eval. Never in production or in the tests, which check the strict policy.
   */
  debugConsole?: boolean
}

/** Powerful features: only geolocation (the address map) and the camera (QR scan) on the page's own origin. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/** The CSP source that lets the page compile WebAssembly, and nothing else that `eval` could. */
const WASM = "'wasm-unsafe-eval'"

/** Uploaded files are pictures: opened on their own, nothing in them may run (an SVG's script, say). */
const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** API paths whose answers are about one person: sign-in, SMS codes, the member area, development calls. */
const PERSONAL_API_PREFIXES = [
  '/api/member/',
  '/api/member-web/member/',
  '/api/restaurant/member/',
  '/api/system/public/sms/',
  '/api/dev/',
  '/api/order/',
  '/api/pay/',
]

/** Whether an API answer must not be stored: a request with credentials or a personal path. */
function holdsPersonalData(path: string, authorization: string | undefined): boolean {
  return authorization !== undefined || PERSONAL_API_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** The CSP source allowing an inline element of this text. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** CSP hashes of the inline `<script>` (without src) and `<style>` elements of a page. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(` ${match[1]}`) && match[2] !== '')
    .map((match) => cspHash(match[2]!))
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => cspHash(match[1]!))
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}

/** PUBLIC_URL as a CSP source; none when unset or not a plain origin (it must not reshape the header). */
function publicSource(publicUrl: string | undefined): string[] {
  try {
    const source = publicUrl ? sourceOf(publicUrl, 'PUBLIC_URL') : null
    return source ? [source] : []
  } catch {
    return []
  }
}

/**
 * The pages' Content-Security-Policy for a build's index.html, its hosts and PUBLIC_URL; with
 * `debugConsole`, the development policy of local hosts (see SecurityHeadersOptions).
 */
export function pageCsp(
  indexHtml: string,
  hosts: PwaHosts,
  publicUrl?: string,
  debugConsole = false,
): string {
  const { scripts, styles } = inlineHashes(indexHtml)
  const own = publicSource(publicUrl)
  const list = (...sources: string[]) => [...new Set(sources)].join(' ')
  // A hash next to 'unsafe-inline' would switch it off, so the debug policy names none.
  const styleSources = debugConsole ? ["'unsafe-inline'"] : styles
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly, and only that (no JS eval): the table-code scanner's
    // QR decoder where the browser has no BarcodeDetector (src/features/table/scanner/qrDetector.ts).
    `script-src ${list("'self'", WASM, ...scripts, ...(debugConsole ? ["'unsafe-eval'"] : []))}`,
    `style-src ${list("'self'", ...styleSources)}`,
    `style-src-attr ${debugConsole ? "'unsafe-inline'" : "'none'"}`,
    `img-src ${list("'self'", 'data:', ...own, ...hosts.img)}`,
    `connect-src ${list("'self'", ...own, ...hosts.connect)}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const policies = new Map<string, { version: string; csp: Promise<string> }>()

/** The CSP of the PWA in `staticDir`, made again when index.html or the hosts file changes. */
async function currentPageCsp(options: SecurityHeadersOptions, debugConsole: boolean): Promise<string> {
  const indexPath = join(options.staticDir, 'index.html')
  const [hostsVersion, indexVersion] = await Promise.all([
    fileVersion(join(options.staticDir, PWA_HOSTS_FILE)),
    fileVersion(indexPath),
  ])
  const version = `${indexVersion}:${hostsVersion}`
  const key = `${indexPath}:${debugConsole}`
  const kept = policies.get(key)
  if (kept?.version === version) return kept.csp
  const csp = Promise.all([readFile(indexPath, 'utf8').catch(() => ''), pwaHosts(options.staticDir)]).then(
    ([html, hosts]) => pageCsp(html, hosts, options.publicUrl, debugConsole),
  )
  policies.set(key, { version, csp })
  return csp
}

/**
 * A page's policy with the sources of its own inline elements added (a server-rendered page's
 * styles and starter script); the debug policy allows every inline style already, and a source
 * would switch that off.
 */
function withPageSources(csp: string, sources: PageSources | undefined): string {
  if (!sources) return csp
  const added = (directive: string, own: readonly string[]) =>
    own.length > 0 && !directive.includes("'unsafe-inline'") ? `${directive} ${own.join(' ')}` : directive
  return csp
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('style-src ')) return added(directive, sources.style)
      if (directive.startsWith('script-src ')) return added(directive, sources.script)
      return directive
    })
    .join('; ')
}

/** The policies of kept pages' sources, made once per base policy (a kept page is sent again and again). */
const withSourcesMade = new WeakMap<PageSources, { csp: string; policy: string }>()

function policyWithSources(csp: string, sources: PageSources | undefined): string {
  if (!sources) return csp
  const made = withSourcesMade.get(sources)
  if (made?.csp === csp) return made.policy
  const policy = withPageSources(csp, sources)
  withSourcesMade.set(sources, { csp, policy })
  return policy
}

/** Adds the security headers to every answer of the app, by kind: API, upload or page. */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const path = c.req.path
    const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' }
    if (isApiPath(path)) {
      if (holdsPersonalData(path, c.req.header('authorization'))) headers['Cache-Control'] = 'no-store'
    } else if (path.startsWith('/uploads/')) {
      headers['Content-Security-Policy'] = UPLOADS_CSP
    } else if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      // A page with a policy of its own (the sandbox's hosted page) keeps it; the PWA's is for the PWA.
      if (!c.res.headers.has('Content-Security-Policy')) {
        const debugConsole =
          options.debugConsole === true && isLocalOrPrivateHost(new URL(c.req.url).hostname)
        const csp = await currentPageCsp(options, debugConsole)
        headers['Content-Security-Policy'] = policyWithSources(csp, c.get('pageSources'))
      }
      headers['X-Frame-Options'] = 'DENY'
      headers['Referrer-Policy'] = 'strict-origin-when-cross-origin'
      headers['Permissions-Policy'] = PERMISSIONS_POLICY
    }
    setHeaders(c, headers)
  }
}
