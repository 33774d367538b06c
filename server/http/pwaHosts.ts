import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import type { Plugin } from 'vite'
import { DEFAULT_MAP_TILE_URL } from '../../src/domain/hosts'
import { fileVersion } from './fileVersion'

/**
 * The other origins the built PWA talks to, for the pages' Content-Security-Policy
 * (./securityHeaders.ts). They are fixed when the PWA is built (`VITE_API_BASE`, `VITE_MAP_TILE_URL`,
 * `VITE_IMAGE_HOSTS`), so the build writes them beside its manifest and the server reads that file:
 * the policy always matches the code it protects, whatever the server's own environment says.
 */

/** Where the build writes the hosts, relative to the build folder (STATIC_DIR). */
export const PWA_HOSTS_FILE = '.vite/csp-hosts.json'

/** CSP sources beyond 'self': `connect` for fetch/beacon (the API), `img` for pictures and map tiles. */
export type PwaHosts = { connect: string[]; img: string[] }

/** A CSP host source: scheme, host (optionally `*.` first), optional port; nothing that could end the header. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/
const URL_START = /^(https?):\/\/([^/?#]*)(.*)$/i

class PwaHostsError extends Error {}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * The CSP source of an absolute URL or Leaflet tile template: its origin, with a `{s}`-style
 * first label as `*.`; null for a path on the page's own origin (`/api`, `/tiles/{z}/{x}/{y}.png`).
 */
export function sourceOf(url: string, name: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null
  const match = URL_START.exec(url)
  const problem = () =>
    new PwaHostsError(`${name} must be an http(s) URL or a path starting with / (got "${url}")`)
  if (!match) throw problem()
  const [, scheme = '', host = ''] = match
  const labels = host.split('.')
  const wildcard = labels.length > 2 && /^(\*|\{[a-z]+\})$/.test(labels[0]!)
  const concrete = wildcard ? ['x', ...labels.slice(1)].join('.') : host
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(concrete)) throw problem()
  let parsed: URL
  try {
    parsed = new URL(`${scheme}://${concrete}`)
  } catch {
    throw problem()
  }
  const source = `${parsed.protocol}//${wildcard ? `*${parsed.host.slice(1)}` : parsed.host}`
  if (!SOURCE.test(source)) throw problem()
  return source
}

/** An origin of VITE_IMAGE_HOSTS: `https://cdn.example.com`, `https://*.example.com`, with a port or not. */
function originOf(entry: string): string {
  const source = sourceOf(entry, 'VITE_IMAGE_HOSTS')
  const rest = URL_START.exec(entry)?.[3]
  if (!source || (rest !== '' && rest !== '/')) {
    throw new PwaHostsError(
      `VITE_IMAGE_HOSTS must list origins such as https://cdn.example.com (got "${entry}")`,
    )
  }
  return source
}

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))]

/** The hosts of a build from its environment (Vite's `config.env`); throws PwaHostsError on a bad value. */
export function hostsFromBuildEnv(env: Record<string, unknown>): PwaHosts {
  const api = sourceOf(nonEmpty(env.VITE_API_BASE) ?? '/api', 'VITE_API_BASE')
  const tiles = sourceOf(nonEmpty(env.VITE_MAP_TILE_URL) ?? DEFAULT_MAP_TILE_URL, 'VITE_MAP_TILE_URL')
  const images = (nonEmpty(env.VITE_IMAGE_HOSTS) ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(originOf)
  return { connect: unique([api]), img: unique([tiles, api, ...images]) }
}

/** Vite plugin: checks the hosts of the build (a bad one fails it) and writes PWA_HOSTS_FILE. */
export function pwaHostsFile(): Plugin {
  let hosts: PwaHosts = { connect: [], img: [] }
  return {
    name: 'pwa-hosts-file',
    apply: 'build',
    configResolved(config) {
      hosts = hostsFromBuildEnv(config.env)
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PWA_HOSTS_FILE,
        source: `${JSON.stringify(hosts, null, 2)}\n`,
      })
    },
  }
}

const HostsFileSchema = v.object({
  connect: v.array(v.pipe(v.string(), v.regex(SOURCE))),
  img: v.array(v.pipe(v.string(), v.regex(SOURCE))),
})

const loaded = new Map<string, { mtimeMs: number; hosts: Promise<PwaHosts> }>()

/**
 * The hosts of the PWA built in `staticDir`, read again when a new build replaces the file; the
 * defaults of a build without configuration when there is no file (or no valid one).
 */
export async function pwaHosts(staticDir: string): Promise<PwaHosts> {
  const path = join(staticDir, PWA_HOSTS_FILE)
  const mtimeMs = await fileVersion(path)
  const kept = loaded.get(path)
  if (kept?.mtimeMs === mtimeMs) return kept.hosts
  const fallback = () => hostsFromBuildEnv({})
  const hosts =
    mtimeMs < 0
      ? Promise.resolve(fallback())
      : readFile(path, 'utf8')
          .then((text) => v.parse(HostsFileSchema, JSON.parse(text)))
          .catch(fallback)
  loaded.set(path, { mtimeMs, hosts })
  return hosts
}
