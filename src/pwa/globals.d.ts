/** The app's version from package.json, replaced at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string
