import { randomBytes } from 'node:crypto'
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Secrets the server needs (DESIGN §4 "Secrets and defaults"): never in the source. Each is read
 * from the environment or, when absent, made once per installation from the CSPRNG and kept in
 * DATA_DIR/secrets/<name>, readable by the server's user only (0600). Several instances that do
 * not share DATA_DIR must be given the secret in the environment instead.
 */

/** Random bytes in a generated secret: 256 bits. */
const SECRET_BYTES = 32
const OWNER_ONLY_FILE = 0o600
const OWNER_ONLY_DIR = 0o700

export const secretsDir = (dataDir: string) => join(dataDir, 'secrets')

/** The secret `name`: `fromEnv` when set, else this installation's, made on first use. */
export async function installationSecret(dataDir: string, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv
  const dir = secretsDir(dataDir)
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR })
  const path = join(dir, name)
  // Written whole under a name of its own, then linked into place: a link is atomic and never
  // replaces a file, so two processes starting at once keep the first one's secret, and neither
  // reads the file before its secret is in it (an exclusive create of the file itself showed an
  // empty file to the second).
  const candidate = join(dir, `.${name}.${randomBytes(8).toString('hex')}`)
  await writeFile(candidate, randomBytes(SECRET_BYTES).toString('base64url'), {
    mode: OWNER_ONLY_FILE,
    flag: 'wx',
  })
  try {
    await link(candidate, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await rm(candidate, { force: true })
  }
  // A copy restored with looser permissions is tightened rather than trusted as it is.
  if (((await stat(path)).mode & 0o777) !== OWNER_ONLY_FILE) await chmod(path, OWNER_ONLY_FILE)
  const secret = (await readFile(path, 'utf8')).trim()
  if (secret.length < SECRET_BYTES)
    throw new Error(`${path} holds no usable secret: delete it to make a new one`)
  return secret
}
