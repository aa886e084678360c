import { z } from 'zod';
import { BIN_LENGTH, MOBILE_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** Reusable field schemas. Messages are attached by each form's schema. */
export const digitsOnly = /^\d+$/;
export const mobileSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`));
export const binSchema = z.string().regex(new RegExp(`^\\d{${BIN_LENGTH}}$`));
export const anyBinSchema = z.string().regex(/^(\d{6}|\d{8})$/);
// The "standard address pattern" of spec 01 §5: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailSchema = z.string().trim().regex(EMAIL_PATTERN);
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Every record id is a UUID in its RFC 4122 text form. A malformed id names nothing, so the API answers it
 * 404 like an unknown one (the error handler reads this schema's message), never letting it reach SQL.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idSchema = z.string().regex(UUID_PATTERN, { error: messages.notFound });
export const idParamsSchema = z.object({ id: idSchema });
export const isId = (value: string) => UUID_PATTERN.test(value);
