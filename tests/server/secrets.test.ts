import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installationSecret, secretsDir } from '../../server/secrets'

/** Secrets come from the environment or are made once per installation, readable by the owner only. */

describe('installation secrets', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-secrets-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  const modeOf = async (path: string) => (await stat(path)).mode & 0o777

  it('makes a random secret on first use, keeps it with mode 0600 and answers it again', async () => {
    const first = await installationSecret(dataDir, 'upload-policy-key')
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const path = join(secretsDir(dataDir), 'upload-policy-key')
    expect(await readFile(path, 'utf8')).toBe(first)
    expect(await modeOf(path)).toBe(0o600)
    expect(await modeOf(secretsDir(dataDir))).toBe(0o700)
    expect(await installationSecret(dataDir, 'upload-policy-key')).toBe(first)
    // Another installation gets another secret.
    const elsewhere = await mkdtemp(join(tmpdir(), 'shop-secrets-'))
    expect(await installationSecret(elsewhere, 'upload-policy-key')).not.toBe(first)
    await rm(elsewhere, { recursive: true })
  })

  it('two starts at once keep one secret', async () => {
    const made = await Promise.all(Array.from({ length: 5 }, () => installationSecret(dataDir, 'k')))
    expect(new Set(made).size).toBe(1)
    expect(made[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The losers' candidates are gone: only the secret is left.
    expect(await readdir(secretsDir(dataDir))).toEqual(['k'])
  })

  it('prefers the environment and then writes nothing', async () => {
    expect(await installationSecret(dataDir, 'k', 'from-the-environment-0123456789abcdef')).toBe(
      'from-the-environment-0123456789abcdef',
    )
    await expect(stat(join(secretsDir(dataDir), 'k'))).rejects.toThrow()
  })

  it('tightens a copy restored with looser permissions and refuses an empty one', async () => {
    const secret = await installationSecret(dataDir, 'k')
    const path = join(secretsDir(dataDir), 'k')
    await chmod(path, 0o644)
    expect(await installationSecret(dataDir, 'k')).toBe(secret)
    expect(await modeOf(path)).toBe(0o600)
    await writeFile(path, '')
    await expect(installationSecret(dataDir, 'k')).rejects.toThrow(/holds no usable secret/)
  })
})
