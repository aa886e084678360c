import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';
import { apiFolder } from '../lib/api-folder.ts';
import { pathnameOf, preloadedPages } from './spa-preloads.ts';

export const webDistFolder = path.resolve(apiFolder, '../web/dist');

/**
 * Serves the built web app. Unknown `/api` paths get the JSON 404; any other unknown GET (or HEAD) gets the SPA,
 * whose router shows its own 404 page.
 */
export const spaPlugin = fp<{ distFolder?: string }>(
  async (app, { distFolder = webDistFolder }) => {
    const hasWeb = existsSync(path.join(distFolder, 'index.html'));
    const pages = hasWeb ? preloadedPages(distFolder) : new Map();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distFolder,
        wildcard: false,
        // Brotli or gzip files written at build (apps/web/build/precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        // Off, or the plugin's own `max-age=0` replaces the header set below.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Hashed assets never change; index.html must always be revalidated.
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) {
        throw new AppError('NOT_FOUND');
      }
      reply.type('text/html').header('cache-control', 'no-cache');
      const page = pages.get(pathnameOf(request.url));
      if (!page) return reply.sendFile('index.html');
      // This address's index.html, its first chunks listed (spa-preloads.ts), compressed at start as the build's files are.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      reply.header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    });
  },
  { name: 'spa' },
);
