import { z } from 'zod';
import { BIN_LENGTH, MOBILE_LENGTH } from './constants.ts';

/** Reusable field schemas. Messages are attached by each form's schema. */
export const digitsOnly = /^\d+$/;
export const mobileSchema = z.string().regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`));
export const binSchema = z.string().regex(new RegExp(`^\\d{${BIN_LENGTH}}$`));
export const anyBinSchema = z.string().regex(/^(\d{6}|\d{8})$/);
// The "standard address pattern" of spec 01 §5: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailSchema = z.string().trim().regex(EMAIL_PATTERN);
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
