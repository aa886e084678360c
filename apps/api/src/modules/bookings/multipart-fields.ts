import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { messages, type KindRuleIssue } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { fieldErrors } from './kind-service.ts';

/**
 * A multipart payload's text fields checked against its contract schema; a refusal is VALIDATION_FAILED with
 * each field's messages (`wording` rewords an issue, `message` is the error's own: else the first field's).
 */
export function parseSentFields<Payload>(
  schema: z.ZodType<Payload>,
  fields: Record<string, string>,
  options: { wording?: (issue: z.core.$ZodIssue) => string; message?: string } = {},
): Payload {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues: KindRuleIssue[] = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || '_',
    message: options.wording?.(issue) ?? issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', options.message ?? issues[0]?.message ?? messages.requestInvalid, fieldErrors(issues));
}

/** Reads a form that sends text fields only (the transfer enquiry): the schema's fields are kept, a file part is refused. */
export function multipartFields<Payload>(schema: z.ZodObject & z.ZodType<Payload>) {
  const accepted = new Set(Object.keys(schema.shape));
  return {
    schema,
    async read(request: FastifyRequest) {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the enquiry as multipart form data.');
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', messages.enterValidInformation, { [part.fieldname]: [messages.enterValidInformation] });
        }
        if (accepted.has(part.fieldname)) fields[part.fieldname] = String(part.value);
      }
      return { payload: parseSentFields(schema, fields) };
    },
  };
}
