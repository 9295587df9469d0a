import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiNumbersOnUse } from './scripts/mui-numbers-on-use.ts';

/**
 * One config for both builds: `vite build` makes the browser bundle (hashed, with a manifest
 * the server reads for preloads), `vite build --ssr` the render entry with dependencies
 * bundled in (tree-shaken, one file for Node 24 to load).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), muiNumbersOnUse()],
  // Bundling the SSR entry with its dependencies loads only the code it uses: the console's
  // resident memory at start drops by about 70 MB against loading node_modules module by module.
  // Development keeps them external: Vite's module runner loads the CommonJS ones through Node.
  ...(command === 'build' ? { ssr: { noExternal: true } } : {}),
  publicDir: 'client/public',
  // Development: scan every route module at start, so no late dependency discovery reloads a page.
  // Modules reached only through dynamic imports (the lazy chart chunks) are named as well.
  optimizeDeps: {
    entries: ['client/entry-client.tsx', 'client/pages/**/*-page.tsx', 'client/layouts/**/*-layout.tsx'],
    include: [
      '@mui/x-charts/SparkLineChart',
      '@mui/x-charts/BarChart',
      '@mui/x-charts/PieChart',
      '@mui/x-charts/Gauge',
      'csv-stringify/browser/esm/sync',
      'qrcode.react',
    ],
  },
  // The SSR bundle carries its dependencies, so it is a production build like the browser's:
  // left to the process's NODE_ENV (unset under `npm start`), React and MUI ran their development
  // code on every render (prop-type checks, labelled class names, test ids on every icon).
  ...(command === 'build' && isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node24',
        // Server-side only (never served): the bench's CPU profile maps bundled frames back to
        // their packages and files to split a render's time (tests/bench/cpu-profile.ts).
        sourcemap: true,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'client/entry-server.tsx' },
      }
    : {
        outDir: 'dist/client',
        target: 'es2022',
        manifest: true,
        emptyOutDir: true,
        // The entry's one chunk (React, the router, i18next, MUI's core) is about 600 KB raw,
        // 180 KB gzip, on purpose: the first-load rows of `npm run bench` watch its weight.
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          input: 'client/entry-client.tsx',
          // The entry exports nothing anyone imports; required by the inlined common chunks below.
          preserveEntrySignatures: false,
          output: {
            // Everything the entry imports statically (React, the router, i18next, MUI's core,
            // the shell) runs on every page: one chunk instead of ~20 small ones, which gzip
            // worse apiece (11 KB of every first load). Lazy route modules keep their own chunks,
            // and the automatic common chunks under 64 KB of source (MUI components, the admin
            // kit, hooks shared by a few pages) are copied into the chunks that read them: a
            // first load went from up to 89 requests to at most 10 (issue 26; over HTTP/1.1 at
            // 150 ms each small request cost seconds), and most weigh less, since one file per
            // page compresses better than fifty. Rolldown's runtime registry keeps one
            // instance of each copied module (one React context, one Emotion cache). It needs
            // `preserveEntrySignatures: false` and turns on `strictExecutionOrder`, whose module
            // wrappers cost about 3 KB gzip on the entry. Charts and markdown stay shared chunks.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
            },
          },
        },
      },
}));
