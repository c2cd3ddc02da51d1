import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit tests of pure frontend code (reducers, helpers): Node, no DOM, no Vite plugins. */
export default defineConfig({
  resolve: {
    alias: {
      '@kedai/contracts': fromHere('../packages/contracts/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts', 'scripts/**/*.spec.ts'],
  },
});
