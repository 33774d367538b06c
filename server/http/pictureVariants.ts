import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { parseResizeProcess, resizeProcess, screenPictureRequests } from '../../src/domain/images'
import { resizedVariant } from './imageResize'

/**
 * Makes, ahead of the first diner, every variant the screens ask for (thumbnails, full-width
 * pictures) of each image under `root.dir`, served as /uploads/<prefix>…: otherwise the first
 * visitor of a menu waits while its pictures are drawn (about 0.6 s for a row of demo dishes on
 * the bench's machine). Variants already made and current are kept; one image at a time, so that
 * requests are not starved. Resolves to the number of variants in the cache.
 */
export async function prepareScreenVariants(
  cacheDir: string,
  root: { prefix: string; dir: string },
): Promise<number> {
  const resizes = screenPictureRequests().map((request) => parseResizeProcess(resizeProcess(request))!)
  const entries = await readdir(root.dir, { recursive: true, withFileTypes: true })
  let made = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const { mtimeMs } = await stat(path)
    const relative = join(root.prefix, path.slice(root.dir.length + 1))
    for (const resize of resizes) {
      if (await resizedVariant(cacheDir, { path, mtimeMs }, relative, resize)) made += 1
    }
  }
  return made
}
