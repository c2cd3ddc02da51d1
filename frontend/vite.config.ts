import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API, Socket.IO and (in production) this build all live on one origin; in dev Vite proxies to it. */
const backendOrigin = 'http://localhost:3000';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@kedai/contracts': fromHere('../packages/contracts/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  server: {
    proxy: {
      '/api': { target: backendOrigin, changeOrigin: true },
      '/socket.io': { target: backendOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: the storefront's source is not published.
    sourcemap: false,
    // For scripts/prerender.mjs: which chunk and styles each route needs, to name them in its page.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the modules named here, not what they import: shared code stays in the shell's chunk.
          includeDependenciesRecursively: false,
          groups: [
            // The admin area loads as a chunk of its own, only when an admin screen is opened.
            {
              name: 'admin',
              test: /[\\/]src[\\/](routes[\\/]admin[\\/]|features[\\/]admin-[^\\/]+[\\/]|app[\\/]layouts[\\/]admin-|features[\\/]auth[\\/]components[\\/]require-admin)/,
            },
            // The Socket.IO client is only needed once the chat or the admin opens: not in the first download.
            {
              name: 'realtime',
              priority: 1,
              test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|xmlhttprequest-ssl|debug|ms)[\\/]/,
            },
            // uPlot draws the admin reports' charts: fetched by the chart itself (import()), only on that screen.
            { name: 'charts', priority: 1, test: /[\\/]node_modules[\\/]uplot[\\/]/ },
            // Libraries change less often than our code: a separate chunk stays cached across releases.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
