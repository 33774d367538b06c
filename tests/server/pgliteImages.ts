import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedImage, openDatabase } from '../../server/db/open'
import { seedDemoData } from '../../server/db/seed/index'

/**
 * PGlite's migrated database, and the same seeded with the demo data: every test app starts from a
 * copy of one (a copy takes about 0.4 s, migrating and seeding about 5 s). Vitest's global setup
 * makes both once per run and hands their folder to the test workers in PGLITE_IMAGE_DIR; a process
 * without it (the fuzz, a script) makes them itself, once.
 */

export type ImageKind = 'empty' | 'seeded'

const IMAGE_DIR_VARIABLE = 'PGLITE_IMAGE_DIR'
const KINDS: ImageKind[] = ['empty', 'seeded']
const imageFile = (dir: string, kind: ImageKind) => join(dir, `${kind}.tar`)

async function makeImage(kind: ImageKind): Promise<Blob> {
  const handle = await openDatabase({ DATA_DIR: tmpdir() }, { inMemory: true })
  try {
    if (kind === 'seeded') await seedDemoData(handle.db)
    return await embeddedImage(handle.db)
  } finally {
    await handle.close()
  }
}

async function loadImage(kind: ImageKind): Promise<Blob> {
  const dir = process.env[IMAGE_DIR_VARIABLE]
  if (!dir) return makeImage(kind)
  return new Blob([await readFile(imageFile(dir, kind))])
}

const images = new Map<ImageKind, Promise<Blob>>()

/** The image of `kind`: read from the run's folder (or made where there is none), once per test file. */
export function pgliteImage(kind: ImageKind): Promise<Blob> {
  let image = images.get(kind)
  if (!image) {
    image = loadImage(kind)
    images.set(kind, image)
  }
  return image
}

/** Vitest's global setup: makes the images before the workers start; the returned function removes them. */
export default async function makePgliteImages(): Promise<() => Promise<void>> {
  // Each project of the run that has the setup calls it: the first one's images serve them all.
  if (process.env[IMAGE_DIR_VARIABLE]) return async () => {}
  const dir = await mkdtemp(join(tmpdir(), 'shop-pglite-images-'))
  for (const kind of KINDS) {
    const image = await makeImage(kind)
    await writeFile(imageFile(dir, kind), Buffer.from(await image.arrayBuffer()))
  }
  process.env[IMAGE_DIR_VARIABLE] = dir
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
