import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One config for both builds: `vite build` makes the browser bundle (hashed, with a manifest
 * the server reads for preloads), `vite build --ssr` the render entry with dependencies left
 * external (loaded from node_modules by Node 24).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'client/public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node24',
        emptyOutDir: true,
        rolldownOptions: { input: 'client/entry-server.tsx' },
      }
    : {
        outDir: 'dist/client',
        target: 'es2022',
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          input: 'client/entry-client.tsx',
        },
      },
}));
