import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus, messages, type ErrorCode, type ErrorResponse } from '@portal/contract';
import type { ErrorReporter } from '../gateways/error-reporting/error-reporter.ts';
import { dataException } from '../db/data-exception.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

function body(code: ErrorCode, message: string, fields?: Record<string, string[]>): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** One error handler: every failure leaves as `{ error: { code, message, fields? } }`, never a stack trace. */
export const errorHandlerPlugin = fp<{ reporter?: ErrorReporter }>(
  async (app, options) => {
    if (options.reporter)
      app.addHook('onClose', async () => {
        await options.reporter!.close();
      });
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Only malformed ids (the contract's idSchema says notFound): they name nothing, like an unknown id.
        if (error.validation.every((issue) => issue.message === messages.notFound))
          return reply.status(404).send(body('NOT_FOUND', messages.notFound));
        // No prototype: a form's field names are the caller's, and one may be called "constructor" or "toString".
        const fields: Record<string, string[]> = Object.create(null);
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          (fields[key] ??= []).push(issue.message ?? messages.requestInvalid);
        }
        return reply.status(400).send(body('VALIDATION_FAILED', messages.requestInvalid, fields));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(body('SERVICE_UNAVAILABLE', messages.serviceUnavailable));
      }
      // A value the contract let through but PostgreSQL refuses (SQLSTATE class 22): the caller's data, not our
      // fault. Only the database's own message is logged: drizzle's wrapper lists the query's parameters.
      const refused = dataException(error);
      if (refused) {
        request.log.warn({ sqlState: refused.code, reason: refused.message }, 'database refused a value');
        return reply.status(400).send(body('VALIDATION_FAILED', messages.requestInvalid));
      }
      // A full disk (or quota) while storing an upload: the caller may try again later; nothing was kept.
      const systemCode = (error as NodeJS.ErrnoException).code;
      if (systemCode === 'ENOSPC' || systemCode === 'EDQUOT') {
        request.log.error({ err: error }, 'storage full');
        return reply.status(507).send(body('INSUFFICIENT_STORAGE', messages.storageFull));
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const fastifyCode = (error as { code?: string }).code;
      if (status === 429) return reply.status(429).send(body('RATE_LIMITED', messages.tooManyRequests));
      if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The upload is too large.'));
      if (status === 415) return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted.'));
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        // Malformed JSON, bad multipart and the like: the caller's fault, said plainly.
        request.log.info({ err: error, fastifyCode }, 'rejected request');
        return reply.status(400).send(body('VALIDATION_FAILED', messages.requestInvalid));
      }
      request.log.error({ err: error }, 'unhandled error');
      options.reporter?.capture(error, { method: request.method, route: request.routeOptions.url ?? 'unknown', requestId: request.id });
      return reply.status(errorStatus.INTERNAL).send(body('INTERNAL', messages.internalError));
    });
  },
  { name: 'error-handler' },
);
