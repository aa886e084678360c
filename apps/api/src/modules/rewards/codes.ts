import { randomBytes } from 'node:crypto';

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking reference or voucher code: the prefix, then eight characters nobody misreads (no 0/O, 1/I). */
export const newCode = (prefix: string) =>
  `${prefix}-${Array.from(randomBytes(8), (b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`;
