/** SPEC §2: links to the brand's other apps and the debug console exist only on local or private hosts. */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  if (host === '::1' || host.startsWith('fc') || host.startsWith('fd') || host.startsWith('fe80:')) {
    return host.includes(':')
  }
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return false
  const [a, b] = parts.map(Number) as [number, number]
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  )
}

/** Map tiles when VITE_MAP_TILE_URL is unset: OpenStreetMap's (the PWA's maps and the pages' CSP). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

const EMBED_APP_PORT = 8660
const ACTIVITIES_APP_PORT = 9601

/** Link to the embedded app, or null on a public host. */
export function embedAppLink(
  location: { protocol: string; hostname: string },
  id: string | number,
): string | null {
  if (!isLocalOrPrivateHost(location.hostname)) return null
  return `${location.protocol}//${location.hostname}:${EMBED_APP_PORT}/embed/${encodeURIComponent(String(id))}`
}

/** Link to the activities app, or null on a public host. */
export function activitiesAppLink(
  location: { protocol: string; hostname: string },
  a: string | number,
  b: string | number,
): string | null {
  if (!isLocalOrPrivateHost(location.hostname)) return null
  const path = [a, b].map((part) => encodeURIComponent(String(part))).join('/')
  return `${location.protocol}//${location.hostname}:${ACTIVITIES_APP_PORT}/activities/${path}`
}
