import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Where the catalogs live. `npm run i18n:check` extracts into a temporary copy named by
 * LINGUI_CATALOGS_DIR and compares it with these, so that checking writes nothing under src/.
 */
const CATALOGS_DIR = process.env.LINGUI_CATALOGS_DIR || '<rootDir>/src/locales'

/**
 * Screens of the member area: their messages are a catalog of their own, loaded by their routes
 * (src/i18n/catalog.ts), so that every other page's first load does not carry them.
 */
const MEMBER_AREA = [
  'src/features/account',
  'src/features/accountDeletion',
  'src/features/address',
  'src/features/login',
]

export default defineConfig({
  locales: ['en', 'zh-cn', 'zh-hk'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: `${CATALOGS_DIR}/{locale}/messages`,
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/domain/**', ...MEMBER_AREA.map((folder) => `${folder}/**`)],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/member`,
      include: MEMBER_AREA,
      exclude: ['**/node_modules/**'],
    },
  ],
  // File names without line numbers keep catalog diffs to real message changes.
  format: formatter({ lineNumbers: false }),
})
