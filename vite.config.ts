import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import { compileHints } from './scripts/compileHints'
import { entryWithoutDexie } from './scripts/entryWithoutDexie'
import { linguiMacroBabel } from './scripts/linguiMacros'
import { orderingChunk } from './scripts/orderingChunk'
import { routerFacade } from './scripts/routerFacade'
import { pwaHostsFile } from './server/http/pwaHosts'
import { ROUTE_SPLIT_GROUPINGS } from './server/http/routeSplitting'

/**
 * The PWA lives under /shop; the API server (server/main.ts) serves dist/ there. `vite build --ssr`
 * builds the server's renderer of first screens (src/ssr/renderPage.tsx) into the build's .ssr/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/shop/',
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: ROUTE_SPLIT_GROUPINGS },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePrefix: '-',
    }),
    // A screen whose code the network cannot bring shows the app's error screen, not a reload.
    routerFacade(),
    react({ babel: linguiMacroBabel }),
    lingui(),
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],

  resolve: {
    alias: [
      // React 18+ has useSyncExternalStore: TanStack's store need not bring the pre-18 shim.
      {
        find: 'use-sync-external-store/shim/with-selector',
        replacement: 'use-sync-external-store/with-selector',
      },
      // Dexie's ESM build, not its CommonJS bundle behind the import wrapper: bundled, that one runs
      // as one function parsed whole on the main thread, a long task when the database first loads
      // (issue 14). Every import of Dexie here is ESM, so the wrapper's one-copy guard is not needed.
      { find: /^dexie$/, replacement: 'dexie/dist/dexie.mjs' },
    ],
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        target: 'es2022',
        // Terser's output gzips about 3 % smaller than esbuild's (4 KB of the menu's first load), for
        // some 13 s more build time: `npm test` builds with esbuild (TEST_BUILD=1), releases with terser.
        minify: process.env.TEST_BUILD ? 'esbuild' : 'terser',
        terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 } },
        sourcemap: false,
        // CommonJS packages (React DOM above all) as top-level code, wrapped in a function only where
        // their requires need it: V8 compiles top-level code while the chunk downloads, whereas a
        // wrapper is parsed whole on the main thread when first called (issue 14: long tasks).
        commonjsOptions: { strictRequires: 'auto' },
        // The server reads it to name each page's chunks in the HTML (server/http/routePreloads.ts).
        manifest: true,
        // Chromium, Safari and Firefox preload modules natively.
        modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
      },
  server: { proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
}))

/**
 * No script preloads for the chunks imported at run time: a chunk's own imports load as the browser
 * finds them. Vite's lists of them (every file name each lazy import would preload) were 3.1 KB of
 * the menu's first load, gzip, and grew with every route (issue 37: four routes went over the 140 KB
 * budget); each link they add also cost the main thread 0.3–1 ms (issue 14's long idle steps). The
 * page's own route is preloaded by the server (server/http/routePreloads.ts), a link's route starts
 * loading on intent, and after the first visit the service worker serves every chunk from its
 * precache. Stylesheets stay: Vite passes only script files to this callback and links a chunk's CSS
 * itself.
 */
function preloadedDependencies(): string[] {
  return []
}

/** The renderer runs in Node: one entry, its dependencies left to node_modules. */
const SSR_BUILD = {
  target: 'node20',
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  minify: false,
  copyPublicDir: false,
  rollupOptions: { input: 'src/ssr/renderPage.tsx' },
}

/** The browser build's own steps: chunking, compile hints, the first-load check, the CSP hosts and the service worker. */
function browserBuildPlugins() {
  return [
    orderingChunk(),
    // Each chunk's functions compiled off the main thread while it downloads (issue 14).
    compileHints(),
    // Fails the build when Dexie reaches the first load (the first render reads IndexedDB without it).
    entryWithoutDexie(),
    // The hosts the pages' Content-Security-Policy allows (server/http/securityHeaders.ts).
    pwaHostsFile(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      },
    }),
  ]
}
