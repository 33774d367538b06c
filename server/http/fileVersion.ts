import { stat } from 'node:fs/promises'

/** The stats under way, by path. */
const underWay = new Map<string, Promise<number>>()

/**
 * A file's version: its modification time (ms), -1 when it is missing. Calls made while a stat of
 * the file is under way share it, so a burst of pages costs one stat of the build's files; a call
 * after that stat ended stats again, so a new build is seen by the next request.
 */
export function fileVersion(path: string): Promise<number> {
  let version = underWay.get(path)
  if (!version) {
    version = stat(path)
      .then(
        (info) => info.mtimeMs,
        () => -1,
      )
      .finally(() => underWay.delete(path))
    underWay.set(path, version)
  }
  return version
}
