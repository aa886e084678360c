import { randomInt } from 'node:crypto';
import {
  DEFAULT_LOCKOUT_MINUTES,
  lockoutMinutes,
  messages,
  OTP_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_MOBILE,
  OTP_VALID_MINUTES,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { SmsDeliveryError, type SmsGateway } from '../../gateways/sms/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash, randomToken, safeEqual } from '../../lib/secrets.ts';
import * as repository from './repository.ts';
import type { OtpPurpose, UserWithSignInCode } from './repository.ts';

// The limits are the contract's (one copy for the web's texts and the API's counters); here in ms.
const OTP_VALID_MS = OTP_VALID_MINUTES * 60_000;
const OTP_LOCK_MS = DEFAULT_LOCKOUT_MINUTES * 60_000;
const OTP_MOBILE_WINDOW_MS = OTP_SEND_WINDOW_MINUTES * 60_000;
const IP_WINDOW_MS = 60 * 60_000;

export type OtpCheck =
  { outcome: 'verified'; userId: string | null } | { outcome: 'wrong'; wrongAttemptsLeft: number } | { outcome: 'locked'; unlockAt: Date };

/**
 * One-time codes: CSPRNG digits, kept only as a keyed hash, valid 5 minutes, one live code per mobile,
 * 5 wrong tries then a 30-minute lock. Every counter is a row, so several processes share the limits.
 */
export function createOtpService(deps: {
  db: Database;
  secret: string;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  sendsPerIpPerHour: number;
}) {
  const { db } = deps;
  const hash = (refNo: string, code: string) => keyedHash(deps.secret, `otp:${refNo}:${code}`);

  return {
    /** Issues (or replaces) the mobile's code and sends it; 423 while locked, 429 over a send limit. */
    async issue(
      input: { mobile: string; purpose: OtpPurpose; userId: string | null; otpType: 'login' | 'activation' | 'external'; ip: string },
      now = new Date(),
    ) {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const refNo = randomToken(18);
      const expiresAt = new Date(now.getTime() + OTP_VALID_MS);
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await repository.lockMobile(tx, input.mobile);
        const lockedUntil = await repository.findLock(tx, input.mobile, now);
        if (lockedUntil)
          throw new AppError(
            'OTP_LOCKED',
            messages.otpMaxAttempts(lockoutMinutes(lockedUntil.toISOString(), now, DEFAULT_LOCKOUT_MINUTES)),
            undefined,
            Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
          );
        const byMobile = await repository.countSends(tx, { mobile: input.mobile }, new Date(now.getTime() - OTP_MOBILE_WINDOW_MS));
        const byIp = await repository.countSends(tx, { ip: input.ip }, new Date(now.getTime() - IP_WINDOW_MS));
        if (byMobile >= OTP_SENDS_PER_MOBILE || byIp >= deps.sendsPerIpPerHour) {
          throw new AppError('OTP_SEND_LIMIT', messages.otpRequestLimit);
        }
        await repository.replaceCode(
          tx,
          {
            mobile: input.mobile,
            purpose: input.purpose,
            userId: input.userId,
            otpType: input.otpType,
            refNo,
            codeHash: hash(refNo, code),
            wrongAttempts: 0,
            expiresAt,
            createdAt: now,
          },
          new Date(now.getTime() - OTP_LOCK_MS),
        );
        await repository.recordSend(tx, { mobile: input.mobile, ip: input.ip, createdAt: now });
      });
      const message = { to: input.mobile, body: messages.otpSms(code) };
      // A provider hiccup is retried once; a code that never left is no send, so it counts toward no limit.
      try {
        await deps.sms.send(message).catch((error: unknown) => {
          if (!(error instanceof SmsDeliveryError)) throw error;
          deps.log.warn({ err: error }, 'OTP SMS not delivered, trying once more');
          return deps.sms.send(message);
        });
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        deps.log.error({ err: error }, 'OTP SMS not delivered');
        await db.transaction(async (txn) => {
          const tx = txn as unknown as Database;
          await repository.killCode(tx, refNo, now);
          await repository.forgetSend(tx, { mobile: input.mobile, ip: input.ip, createdAt: now });
        });
        throw new AppError('SERVICE_UNAVAILABLE', messages.smsNotDelivered);
      }
      return { refNo, expiresAt };
    },

    /**
     * The common case in one statement and without the mobile's lock: a right, live sign-in code is used up
     * and the session row inserted with it. Undefined for anything else (wrong, expired, used, locked, raced),
     * which then goes through `check`; nothing is written then.
     */
    async signInIfRight(
      live: UserWithSignInCode,
      code: string,
      session: { userId: string; tokenHash: string; expiresAt: Date },
      now = new Date(),
    ) {
      const { refNo, codeHash, expiresAt, wrongAttempts, lockedUntil } = live;
      if (!refNo || !codeHash || !expiresAt || wrongAttempts === null || live.usedAt) return undefined;
      if (expiresAt.getTime() <= now.getTime() || wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) return undefined;
      if (lockedUntil && lockedUntil.getTime() > now.getTime()) return undefined;
      if (!safeEqual(hash(refNo, code), codeHash)) return undefined;
      return repository.useRightCodeOpeningSession(db, { refNo, codeHash }, session, OTP_MAX_WRONG_ATTEMPTS, now);
    },

    /** Checks a code for a mobile (sign-in) or a reference number (external flow). */
    async check(by: { mobile: string; purpose: OtpPurpose } | { refNo: string }, code: string, now = new Date()): Promise<OtpCheck> {
      const first = await repository.findCode(db, by);
      if (!first) throw new AppError('OTP_EXPIRED', messages.otpCheck);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await repository.lockMobile(tx, first.mobile);
        const lockedUntil = await repository.findLock(tx, first.mobile, now);
        if (lockedUntil) return { outcome: 'locked', unlockAt: lockedUntil } as const;
        const row = await repository.findCode(tx, { mobile: first.mobile, purpose: first.purpose });
        if (!row || ('refNo' in by && row.refNo !== first.refNo)) throw new AppError('OTP_EXPIRED', messages.otpCheck);
        if (row.usedAt || row.expiresAt.getTime() <= now.getTime() || row.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) {
          throw new AppError('OTP_EXPIRED', messages.otpCheck);
        }
        if (safeEqual(hash(row.refNo, code), row.codeHash) && (await repository.useCode(tx, row.refNo, OTP_MAX_WRONG_ATTEMPTS, now))) {
          return { outcome: 'verified', userId: row.userId } as const;
        }
        const wrong = await repository.countWrongAttempt(tx, row.refNo, OTP_MAX_WRONG_ATTEMPTS);
        // Used up meanwhile by `signInIfRight`, which takes no lock: the code is gone, not a reason to lock.
        if (wrong === undefined) throw new AppError('OTP_EXPIRED', messages.otpCheck);
        if (wrong < OTP_MAX_WRONG_ATTEMPTS) {
          return { outcome: 'wrong', wrongAttemptsLeft: OTP_MAX_WRONG_ATTEMPTS - wrong } as const;
        }
        const unlockAt = new Date(now.getTime() + OTP_LOCK_MS);
        await repository.killCode(tx, row.refNo, now);
        await repository.lockUntil(tx, row.mobile, unlockAt);
        return { outcome: 'locked', unlockAt } as const;
      });
    },

    pruneSendRecords: (now = new Date()) =>
      repository.pruneSends(db, new Date(now.getTime() - Math.max(IP_WINDOW_MS, OTP_MOBILE_WINDOW_MS))),
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
