/**
 * Whether an If-None-Match header names this entity tag, compared weakly as RFC 9110 §13.1.2 asks
 * (`W/"x"` names `"x"`); `*` names any current answer. `etag` is quoted, e.g. `"abc"`.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag
  for (const [tag] of ifNoneMatch.matchAll(/\*|(?:W\/)?"[^"]*"/g)) {
    if (tag === '*' || tag === opaque || tag === `W/${opaque}`) return true
  }
  return false
}
