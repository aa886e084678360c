import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { shellPreloadDeps, withoutShellDeps } from './build/shell-preload-deps.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), shellPreloadDeps(), routePreloads(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    modulePreload: { resolveDependencies: withoutShellDeps },
    rollupOptions: { output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } } },
  },
});
