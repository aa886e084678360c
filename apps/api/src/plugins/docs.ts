import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Card benefits portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiId: { type: 'apiKey', in: 'header', name: 'X-api-Id' },
          clientId: { type: 'apiKey', in: 'header', name: 'X-Client-Id' },
          projectId: { type: 'apiKey', in: 'header', name: 'X-Project-Id' },
        },
      },
      security: [{ apiId: [], clientId: [], projectId: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    // The UI's own assets are inline-free; keep helmet's CSP as is.
    staticCSP: false,
  });
});
