import { defineConfig } from '@lingui/cli'

export default defineConfig({
  locales: ['en', 'zh-cn', 'zh-hk'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/sw/**', 'src/domain/**'],
    },
  ],
  format: 'po',
})
