import { z } from 'zod';
import { BIN_LENGTH, MOBILE_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** Reusable field schemas. Messages are attached by each form's schema. */
export const digitsOnly = /^\d+$/;

/**
 * Text a person could type: no C0 control (U+0000-U+001F: NUL, escape, tab, line breaks …), no DEL (U+007F) and no
 * C1 control (U+0080-U+009F). PostgreSQL refuses a NUL in text, and none of them belongs in a name, an
 * address or an id. Multi-line fields (the textareas: a transfer's address and special request, a staff
 * decline reason) and gateway forms may also hold tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex -- as above
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/**
 * The one schema every free-text field of a request starts from: a string refusing control characters with
 * messages.textControlCharacters. `trim` trims first (so a pasted trailing line break is dropped, not refused);
 * chain length and format rules after it.
 */
export function plainText(options: { multiline?: boolean; trim?: boolean; error?: string } = {}) {
  const base = z.string(options.error ? { error: options.error } : undefined);
  return (options.trim ? base.trim() : base).regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, messages.textControlCharacters);
}
export const mobileSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`));
export const binSchema = z.string().regex(new RegExp(`^\\d{${BIN_LENGTH}}$`));
export const anyBinSchema = z.string().regex(/^(\d{6}|\d{8})$/);
// The "standard address pattern" of spec 01 §5: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailSchema = plainText({ trim: true }).regex(EMAIL_PATTERN);
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Every record id is a UUID in its RFC 4122 text form. A malformed id names nothing, so the API answers it
 * 404 like an unknown one (the error handler reads this schema's message), never letting it reach SQL.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idSchema = z.string().regex(UUID_PATTERN, { error: messages.notFound });
export const idParamsSchema = z.object({ id: idSchema });
export const isId = (value: string) => UUID_PATTERN.test(value);
