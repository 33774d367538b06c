import { defineConfig } from 'vite'
import { filesBesideBundle } from './scripts/filesBesideBundle'

/**
 * `npm run build`'s last step: the API server (server/main.ts) and the staff CLI (scripts/staff.ts)
 * bundled for Node into dist/.server/main.js and staff.js, so that they run on plain `node`, without
 * compiling TypeScript at each start (tsx is for development and tests). Only the project's own
 * code is bundled: every package stays an import from node_modules, which is there where the
 * server runs; PGlite loads its .wasm and .data files from its package folder, sharp its native
 * binary, and pino its transport workers by path, so they could not be bundled anyway. The files
 * the server reads beside its modules (migrations, demo pictures) are copied beside the bundle.
 * A hidden folder, like the renderer's .ssr: the server serves dist/ (STATIC_DIR) but none of its
 * hidden folders (server/http/staticFiles.ts), so the bundle is never sent to a browser.
 */
export default defineConfig({
  publicDir: false,
  plugins: [filesBesideBundle()],
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/.server',
    emptyOutDir: true,
    // Readable stack traces in the server's logs; the bundle is read once at the start.
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: { main: 'server/main.ts', staff: 'scripts/staff.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
})
