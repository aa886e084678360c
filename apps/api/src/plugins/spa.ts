import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';
import { apiFolder } from '../lib/api-folder.ts';

export const webDistFolder = path.resolve(apiFolder, '../web/dist');

/**
 * Serves the built web app. Unknown `/api` paths get the JSON 404; any other unknown GET (or HEAD) gets the SPA,
 * whose router shows its own 404 page.
 */
export const spaPlugin = fp(
  async (app) => {
    const hasWeb = existsSync(path.join(webDistFolder, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistFolder,
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
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
