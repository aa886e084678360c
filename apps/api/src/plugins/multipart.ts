import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * Multipart bodies are streamed (never buffered whole); the limits are per file and per request, and
 * going past either is a 413 from the part iterator.
 */
export const multipartPlugin = fp<{ maxFileBytes: number; maxFiles: number }>(
  async (app, options) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: options.maxFileBytes,
        files: options.maxFiles,
        fields: 40,
        fieldSize: 64 * 1024,
        parts: options.maxFiles + 40,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart' },
);
