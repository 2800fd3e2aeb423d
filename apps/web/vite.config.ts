/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { i18nBundle } from './vite-plugins/i18n-bundle.ts';
import { earlyEntry } from './vite-plugins/early-entry.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { contractTables } from './vite-plugins/contract-tables.ts';

const srcDir = path.resolve(import.meta.dirname, 'src');
const early = earlyEntry(path.join(srcDir, 'early.ts'), path.join(srcDir, 'early-calls.ts'), path.join(srcDir, 'preview-start.ts'));

function gitRelease(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

// The release and build time go into the bundle (logo tooltip) and into dist/release.json,
// which the server echoes as X-Frontend-Update so an open tab notices a new deployment.
const release = process.env.RELEASE ?? `0.1.0+${gitRelease()}`;
const buildTime = new Date().toISOString();

export default defineConfig({
  plugins: [
    react(),
    contractTables(),
    i18nBundle(srcDir),
    early,
    {
      name: 'roadlens-release-file',
      writeBundle(options) {
        const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ release, buildTime }));
      },
    },
    precompress(),
  ],
  define: {
    __RELEASE__: JSON.stringify(release),
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The start-up code in a few files rather than one per module: the browser asks for at most six
        // files at a time from one server, so a first load of ~150 small files queued for most of a second.
        // Pages and the template areas stay in their own files, loaded on first use.
        codeSplitting: {
          groups: [
            { name: 'early', test: (id) => early.api.isEarlyModule(id), priority: 3 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The landing page and what it needs that the shell does not, in one file rather than twenty: six at a time
            // from one server, a page split into small shared files arrives in waves.
            { name: 'map-page', test: /[\\/]src[\\/]features[\\/]map[\\/]map-page\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
