import { readFileSync, rmSync } from 'node:fs';

/**
 * Faults on purpose (issue 27): `faultPoint(name)` marks a step boundary of a money flow. It does nothing unless
 * the process was started with FAULT_AT=<name> (that point kills the process every time it is reached) or
 * FAULT_AT_FILE=<path> (a file naming the point: the fault suite arms a running server by writing it, and the
 * point deletes it as it fires, so each arming kills once). Then the process SIGKILLs itself there, as a
 * power cut or the OOM killer would: no finally blocks, no graceful close. config.ts refuses both in production.
 */
const armedAt = process.env.FAULT_AT;
const armingFile = process.env.FAULT_AT_FILE;
if ((armedAt || armingFile) && process.env.NODE_ENV === 'production') {
  throw new Error('FAULT_AT and FAULT_AT_FILE are for fault tests and refused in production');
}

/** Every step boundary named in the code; the fault suite's table uses these names. */
export const faultPoints = [
  'payment.started',
  'payment.callback.verified',
  'payment.callback.settled',
  'payment.reconcile.verified',
  'payment.refund.asked',
  'payment.refund.settled',
  'booking.cancelled',
  'cart.paid',
  'cart.captured',
  'gift-card.ordered',
  'gift-card.answered',
  'gift-card.settle.answered',
  'gift-card-purchase.ordered',
  'gift-card-purchase.paid',
  'gift-card-purchase.issue.asking',
  'gift-card-purchase.issue.answered',
  'gift-card-purchase.refused',
  'voucher.claimed',
  'voucher.redeemed',
] as const;
export type FaultPointName = (typeof faultPoints)[number];

function armed(name: FaultPointName) {
  if (armedAt === name) return true;
  if (!armingFile) return false;
  let named: string;
  try {
    named = readFileSync(armingFile, 'utf8').trim();
  } catch {
    return false;
  }
  if (named !== name) return false;
  rmSync(armingFile, { force: true });
  return true;
}

export function faultPoint(name: FaultPointName): void {
  if (!armedAt && !armingFile) return;
  if (armed(name)) {
    console.error(`fault point ${name}: killing process ${process.pid}`);
    process.kill(process.pid, 'SIGKILL');
  }
}
