import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  locales: ['en', 'zh-cn', 'zh-hk'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/domain/**'],
    },
  ],
  // File names without line numbers keep catalog diffs to real message changes.
  format: formatter({ lineNumbers: false }),
})
