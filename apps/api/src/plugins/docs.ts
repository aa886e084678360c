import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema, errorStatus } from '@portal/contract';
import { authRequirementOf } from './auth.ts';
import { needsClientHeaders } from './request-rules.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, for the document only: the handler streams the parts and validates the text
     * fields itself (with this schema's fields); file fields are `z.file()` (format: binary).
     */
    multipartBody?: ZodType;
  }
  interface FastifyContextConfig {
    /** The route never reads the database, so it never answers 503 while the database is away. */
    noDatabase?: boolean;
  }
}

type JsonSchema = { [key: string]: unknown };
type RouteInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponse';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const retryAfter = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } };

/**
 * A response that is a file rather than JSON (a stream or text the handler sends with its own content type, which
 * Fastify does not serialise): documented under these media types, as text or binary.
 */
export function fileResponse(description: string, mediaTypes: readonly string[], options: { text?: boolean } = {}) {
  return z.unknown().meta({ description, 'x-media-types': [...mediaTypes], type: 'string', ...(options.text ? {} : { format: 'binary' }) });
}

/**
 * An error answer in the contract's shape. `causes` are the shared ones, each naming its code; a status only the
 * route itself declares (409, 422, 423 …) is described by the codes that status carries.
 */
function errorResponse(status: number, causes: string[], headers?: object) {
  const codes = Object.entries(errorStatus)
    .filter(([, s]) => s === status)
    .map(([code]) => code);
  return {
    description: causes.length > 0 ? causes.join(' ') : `Refused by a rule of this operation (one of ${codes.join(', ')}).`,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
  };
}

/**
 * OpenAPI 3.0.3 reads `nullable: true` next to an `enum` as "null only if the enum lists it" (and so do
 * validators), while zod's 3.0 output leaves null out of the enum: put it in.
 */
function listNullInEnums(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(listNullInEnums);
  const node = schema as JsonSchema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  for (const value of Object.values(node)) listNullInEnums(value);
}

/** Whether a (multipart) body schema has a file field: format binary, alone or as array items. */
function hasFileField(body: unknown): boolean {
  const properties = (body as { properties?: Record<string, JsonSchema> } | undefined)?.properties ?? {};
  return Object.values(properties).some((p) => p.format === 'binary' || (p.items as JsonSchema | undefined)?.format === 'binary');
}

/** A file response (see fileResponse) as OpenAPI content under its own media types. */
function asFileContent(schema: JsonSchema) {
  const { 'x-media-types': mediaTypes, description, ...rest } = schema;
  return {
    description: description ?? 'Default Response',
    content: Object.fromEntries((mediaTypes as string[]).map((type) => [type, { schema: rest }])),
  };
}

/**
 * jsonSchemaTransform, then what the route's schema cannot say by itself, worked out from how the route is
 * registered so no route repeats it:
 * - security: the bearer scheme where the auth plugin's hook guards the route, the fixed headers where
 *   request-rules checks them, nothing for the routes that need neither;
 * - multipart bodies (schema.multipartBody) as multipart/form-data with their fields and files;
 * - the statuses every route of its kind can answer, each with the contract's error shape (ErrorResponse):
 *   400 (fixed headers, validation, malformed bodies), 401/403 (sessions and roles), 404 (ids in the path),
 *   413/415 (bodies), 507 (forms with files), 429 (rate limit), 503 (the database away);
 * - file responses under their media types, and null listed in nullable enums.
 */
export function documentRoute(input: RouteInput) {
  const { route } = input;
  const { multipartBody, ...schema } = (input.schema ?? {}) as RouteInput['schema'] & { multipartBody?: ZodType; hide?: boolean };
  if (schema.hide) return jsonSchemaTransform(input);
  const transformed = jsonSchemaTransform({
    ...input,
    schema: multipartBody ? { ...schema, body: multipartBody, consumes: ['multipart/form-data'] } : schema,
  }).schema as JsonSchema & { response?: Record<string, JsonSchema>; description?: string };

  const method = String(route.method).toUpperCase();
  const auth = authRequirementOf(route);
  const fixedHeaders = needsClientHeaders(route);
  const hasParams = /[:*]/.test(route.url);
  const takesBody = BODY_METHODS.has(method);
  const validates = Boolean(schema.querystring || schema.params || schema.body || multipartBody || schema.headers);
  const rateLimited = route.url.startsWith('/api/') && route.config?.rateLimit !== false;
  const storesFiles = Boolean(multipartBody) && hasFileField(transformed.body);

  if (auth) transformed.security = [fixedHeaders ? { bearer: [], apiId: [], clientId: [], projectId: [] } : { bearer: [] }];
  else if (!fixedHeaders) transformed.security = [];
  if (auth?.roles) {
    const who = `Staff only: ${auth.roles.join(' or ')}.`;
    transformed.description = transformed.description ? `${transformed.description} ${who}` : who;
  }

  const common = new Map<number, { causes: string[]; headers?: object }>();
  const add = (status: number, cause: string, headers?: object) => {
    const entry = common.get(status) ?? { causes: [] };
    entry.causes.push(cause);
    if (headers) entry.headers = headers;
    common.set(status, entry);
  };
  if (fixedHeaders) add(400, 'A fixed header (X-api-Id, X-Client-Id, X-Project-Id) is missing (MISSING_HEADER).');
  if (validates || takesBody)
    add(
      400,
      `The request does not match its schema${takesBody ? ', or its body cannot be read' : ''} (VALIDATION_FAILED; fields names each problem).`,
    );
  if (auth) add(401, 'No session, or it has ended or expired (UNAUTHORIZED, SESSION_EXPIRED).');
  if (fixedHeaders) add(403, 'The fixed headers name a client this server does not serve (UNKNOWN_CLIENT).');
  if (auth?.roles) add(403, `The session is not staff of the right role (FORBIDDEN).`);
  if (hasParams) add(404, 'No such record, or an id that is not one (NOT_FOUND).');
  if (takesBody) add(413, 'The body or a file is larger than this server accepts (PAYLOAD_TOO_LARGE).');
  if (takesBody) add(415, 'The body is in a content type this operation does not read (UNSUPPORTED_MEDIA_TYPE).');
  if (storesFiles) add(507, 'The file store is full (INSUFFICIENT_STORAGE); nothing was kept.');
  if (rateLimited) add(429, 'Too many requests from this address (RATE_LIMITED); Retry-After says when to try again.', retryAfter);
  if (!route.config?.noDatabase)
    add(503, 'The database is unreachable (SERVICE_UNAVAILABLE); Retry-After says when to try again.', retryAfter);

  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const responses: Record<string, JsonSchema> = {};
  for (const [status, json] of Object.entries(transformed.response ?? {})) {
    const isError = declared[status] === errorResponseSchema;
    if (isError) {
      const entry = common.get(Number(status));
      responses[status] = errorResponse(Number(status), entry?.causes ?? [], entry?.headers);
    } else if (json['x-media-types']) {
      responses[status] = asFileContent(json);
    } else {
      responses[status] = json;
    }
  }
  for (const [status, entry] of common) responses[String(status)] ??= errorResponse(status, entry.causes, entry.headers);
  transformed.response = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  for (const part of ['body', 'querystring', 'params', 'headers', 'response']) listNullInEnums(transformed[part]);
  return { schema: transformed, url: input.url };
}

/** OpenAPI 3 generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(
  async (app) => {
    const errorJson = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0', io: 'output' }) as JsonSchema;
    delete errorJson.$schema;
    await app.register(swagger, {
      openapi: {
        info: { title: 'Card benefits portal API', version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'A session token from sign-in (OTP verify or staff sign-in).' },
            apiId: { type: 'apiKey', in: 'header', name: 'X-api-Id' },
            clientId: { type: 'apiKey', in: 'header', name: 'X-Client-Id' },
            projectId: { type: 'apiKey', in: 'header', name: 'X-Project-Id' },
          },
          schemas: { ErrorResponse: errorJson },
        },
        // The fixed headers; operations that also need a session, or need neither, say so themselves.
        security: [{ apiId: [], clientId: [], projectId: [] }],
      },
      transform: documentRoute as unknown as typeof jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
      // The UI's own assets are inline-free; keep helmet's CSP as is.
      staticCSP: false,
    });
  },
  { name: 'docs' },
);
