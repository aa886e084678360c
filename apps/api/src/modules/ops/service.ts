import {
  isId,
  answerBy,
  confirmationSchemaByType,
  DEFAULT_LOCKOUT_MINUTES,
  isOverdue,
  istInstant,
  messages,
  nextStatus,
  PASSWORD_RESET_VALID_MINUTES,
  PASSWORD_TOKEN_VALID_HOURS,
  STAFF_MAX_WRONG_PASSWORDS,
  staffEvents,
  type ConsoleMe,
  type ConsoleRole,
  type AddStaff,
  type ChangePassword,
  type BookingEvent,
  type OpsBookingDetail,
  type OpsQueueItem,
  type OpsQueueQuery,
  type StaffRole,
  type StaffRefund,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EmailGateway } from '../../gateways/email/email-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import * as repository from './repository.ts';
import type { BookingReads, BookingService, QueueRow } from '../bookings/index.ts';
import type { UserDirectory } from '../identity/index.ts';
import type { SessionService } from '../sessions/index.ts';

const isStaffRole = (role: string): role is StaffRole => role === 'concierge' || role === 'admin';
/** Who may sign in to the console: staff, and a merchant's users (issue 18). */
const isConsoleRole = (role: string): role is ConsoleRole => isStaffRole(role) || role === 'merchant';
const DAY_MS = 86_400_000;
/** Wrong passwords on one account, from every address, after which the account slows down: two addresses' worth. */
const STAFF_BACKOFF_AFTER = 2 * STAFF_MAX_WRONG_PASSWORDS;
/** The back-off doubles with each wrong password up to this: a few guesses an hour, and an owner waits at most this. */
const STAFF_BACKOFF_MAX_SECONDS = 15 * 60;

function encodeCursor(row: { queueKey: string; id: string }) {
  return Buffer.from(JSON.stringify({ k: row.queueKey, i: row.id })).toString('base64url');
}
function decodeCursor(cursor: string): { key: string; id: string } {
  try {
    const { k, i } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { k: string; i: string };
    if (!isId(i) || !/^(infinity|[\d\-:. +]{10,40})$/.test(k)) throw new Error('bad cursor');
    return { key: k, id: i };
  } catch {
    throw new AppError('VALIDATION_FAILED', undefined, { after: ['This page link is no longer valid.'] });
  }
}

/** Uploaded files the service stored in request_info (tickets, passports …), found by shape, not by name. */
export function documentsOf(requestInfo: Record<string, unknown>): { name: string; url: string }[] {
  const found: { name: string; url: string }[] = [];
  const isLink = (v: unknown): v is string => typeof v === 'string' && /^(\/api\/|https?:\/\/)/.test(v);
  const visit = (key: string, value: unknown) => {
    if (isLink(value)) found.push({ name: key, url: value });
    else if (Array.isArray(value)) value.forEach((item, n) => visit(`${key} ${n + 1}`, item));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (isLink(record.url)) found.push({ name: typeof record.name === 'string' ? record.name : key, url: record.url });
      else for (const [k, v] of Object.entries(record)) visit(`${key} ${k}`, v);
    }
  };
  for (const [key, value] of Object.entries(requestInfo)) visit(key, value);
  return found;
}

export function createOpsService(deps: {
  db: Database;
  bookings: BookingService;
  /** The queue and a booking's detail, read from bookings (with the cardholder joined in). */
  bookingReads: BookingReads;
  /** Staff accounts are users: their name and role are identity's. */
  users: UserDirectory;
  sessions: SessionService;
  publicUrl: string;
  /** Keys the password tokens' hashes. */
  secret: string;
  /** Sends the password reset links. */
  email: EmailGateway;
  log: FastifyBaseLogger;
  /** The merchant a merchant's user acts for (the offers module's merchant_users). */
  merchantOf: (userId: string) => Promise<string | undefined>;
  refundsOf: (bookingIds: string[]) => Promise<Map<string, StaffRefund[]>>;
}) {
  const { db, bookings, bookingReads, users, sessions } = deps;

  const lockedMinutes = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const waitSeconds = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

  /**
   * The staff account of an e-mail when the password is right. Wrong ones lock the address they came from (the
   * spec's count and minutes), never the account: a stranger cannot lock the owner out (issue 27 finding 12). Many
   * wrong ones from anywhere slow the account down instead, for addresses that never signed in to it.
   */
  async function checkStaffPassword(email: string, password: string, ip: string, now: Date) {
    const staff = await repository.findStaffByEmail(db, users, email);
    if (!staff || !isConsoleRole(staff.role)) {
      await verifyPassword(password, await decoyHash);
      throw new AppError('CREDENTIALS_INVALID', messages.staffCredentialsInvalid);
    }
    await checkPasswordOf({ userId: staff.userId, passwordHash: staff.passwordHash, backoffUntil: staff.lockedUntil }, password, ip, now);
    return { ...staff, role: staff.role };
  }

  /** The password of a known account, under the address lock and the account's back-off. */
  async function checkPasswordOf(
    account: { userId: string; passwordHash: string; backoffUntil: Date | null },
    password: string,
    ip: string,
    now: Date,
    wrong = () => new AppError('CREDENTIALS_INVALID', messages.staffCredentialsInvalid),
  ) {
    const address = await repository.findAttempts(db, account.userId, ip);
    if (address?.lockedUntil && address.lockedUntil > now)
      throw new AppError('ACCOUNT_LOCKED', messages.staffLocked(lockedMinutes(address.lockedUntil, now)));
    if (!address?.signedInAt && account.backoffUntil && account.backoffUntil > now)
      throw new AppError('ACCOUNT_LOCKED', messages.staffBackoff(waitSeconds(account.backoffUntil, now)));
    if (await verifyPassword(password, account.passwordHash)) return;
    const counted = await repository.recordWrongPassword(
      db,
      { userId: account.userId, ip },
      {
        max: STAFF_MAX_WRONG_PASSWORDS,
        addressLockUntil: new Date(now.getTime() + DEFAULT_LOCKOUT_MINUTES * 60_000),
        backoffAfter: STAFF_BACKOFF_AFTER,
        backoffMaxSeconds: STAFF_BACKOFF_MAX_SECONDS,
        now,
      },
    );
    if (counted.addressLockedUntil && counted.addressLockedUntil > now)
      throw new AppError('ACCOUNT_LOCKED', messages.staffLocked(lockedMinutes(counted.addressLockedUntil, now)));
    throw wrong();
  }

  async function openStaffSession(email: string, password: string, ip: string, now: Date) {
    const staff = await checkStaffPassword(email, password, ip, now);
    await repository.recordSignIn(db, users, { userId: staff.userId, ip }, now);
    const session = await sessions.open(staff.userId, now);
    return {
      data: {
        type: 'session' as const,
        attributes: { token: session.token, role: staff.role, email: staff.email, name: staff.name },
        relationships: { target: { links: { subdomain: `${deps.publicUrl}/ops` } } },
      },
    };
  }

  function toQueueItem(row: QueueRow, now: Date): OpsQueueItem {
    return {
      id: row.id,
      reference: row.reference,
      type: row.type,
      status: row.status,
      city: row.city,
      booking_date_time: row.bookingDateTime,
      service_at: row.serviceAt.toISOString(),
      answer_by: row.answerBy?.toISOString() ?? null,
      overdue: isOverdue(row.status, row.answerBy, now),
      cardholder_name: row.cardholderName,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function detail(id: string, now = new Date()): Promise<OpsBookingDetail> {
    const row = isId(id) ? await bookingReads.findWithCardholder(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    const { booking } = row;
    const transitions = await bookingReads.transitions(id);
    const staffIds = [...new Set(transitions.filter((t) => t.actorType === 'staff' && t.actorId).map((t) => t.actorId!))];
    const emails = await repository.staffEmails(db, staffIds);
    const paidAt = transitions.filter((t) => t.event === 'pay').at(-1)?.createdAt ?? null;
    return {
      ...toQueueItem({ ...booking, cardholderName: row.name, queueKey: '' }, now),
      fee_rupees: booking.feeRupees,
      request_info: booking.requestInfo,
      confirmation_details: booking.confirmationDetails ?? null,
      cardholder: { name: row.name, mobile: row.mobile, email: row.email },
      documents: [...(await deps.bookings.documents(booking)), ...documentsOf(booking.requestInfo)],
      payment: { fee_rupees: booking.feeRupees, paid_at: paidAt?.toISOString() ?? null, status: paidAt ? 'paid' : 'not paid' },
      refunds: (await deps.refundsOf([booking.id])).get(booking.id) ?? [],
      transitions: transitions.map((t) => ({
        from: t.fromStatus,
        to: t.toStatus,
        event: t.event,
        actor_type: t.actorType,
        actor_id: t.actorId,
        actor_email: (t.actorType === 'staff' && t.actorId && emails.get(t.actorId)) || null,
        note: t.note,
        at: t.createdAt.toISOString(),
      })),
      staff_events: (['confirm', 'decline', ...staffEvents] as BookingEvent[]).filter((e) => nextStatus(booking.status, e, 'staff')),
    };
  }

  const passwordTokenHash = (token: string) => keyedHash(deps.secret, `console-password:${token}`);
  function invitationLink() {
    const token = randomToken();
    // The token travels in the fragment: a browser never sends it to a server, so no request log holds it.
    return { token, link: `${deps.publicUrl}/ops/set-password#token=${token}` };
  }

  return {
    signIn: (email: string, password: string, ip: string, now = new Date()) => openStaffSession(email, password, ip, now),

    /**
     * A merchant's user with no password yet, made in the caller's transaction (with its merchant): the link of its
     * invitation e-mail sets the password once. Undefined when the mobile or e-mail is taken.
     */
    async inviteMerchantUser(tx: Database, input: { email: string; mobile: string; name: string }, now = new Date()) {
      const { token, link } = invitationLink();
      const userId = await repository.insertInvitedAccount(tx, users, {
        ...input,
        email: input.email.toLowerCase(),
        role: 'merchant',
        tokenHash: passwordTokenHash(token),
        expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_VALID_HOURS * 3_600_000),
      });
      if (!userId) return undefined;
      return { userId, link, validHours: PASSWORD_TOKEN_VALID_HOURS };
    },

    /** A new invitation link for a user who has not set a password yet (the earlier links stop working). */
    async reinvite(userId: string, now = new Date()) {
      const { token, link } = invitationLink();
      const expiresAt = new Date(now.getTime() + PASSWORD_TOKEN_VALID_HOURS * 3_600_000);
      const email = await repository.replacePasswordToken(db, userId, passwordTokenHash(token), expiresAt, now);
      return email ? { email, link, validHours: PASSWORD_TOKEN_VALID_HOURS } : undefined;
    },

    /** Which of these users have not set their first password yet. */
    awaitingPassword: (userIds: string[]) => repository.awaitingPassword(db, userIds),

    /** POST /api/core/sessions/set_password: the invitation's token, used once, sets the password. */
    async setPassword(token: string, password: string, now = new Date()) {
      const account = await repository.setPasswordWithToken(db, passwordTokenHash(token), await hashPassword(password), now);
      if (!account) throw new AppError('CONFLICT', messages.passwordTokenInvalid);
      return { status: 'success' as const, msg: messages.passwordSet, email: account.email };
    },

    /** POST /api/core/sessions/change_password: the signed-in user's current password (counted like a sign-in's), then the new one. */
    async changePassword(userId: string, input: ChangePassword, ip: string, now = new Date()) {
      const account = await repository.findCredentialsById(db, userId);
      if (!account) throw new AppError('FORBIDDEN');
      const wrong = () =>
        // A field error, not a 401: the console forgets its session on any 401, and this session is fine.
        new AppError('VALIDATION_FAILED', messages.currentPasswordWrong, { current_password: [messages.currentPasswordWrong] });
      await checkPasswordOf({ userId, passwordHash: account.passwordHash, backoffUntil: null }, input.current_password, ip, now, wrong);
      await repository.changePassword(db, userId, await hashPassword(input.password), now);
      return { status: 'success' as const, msg: messages.passwordChanged };
    },

    /**
     * POST /api/core/sessions/forgot_password: a one-hour, one-time link to the account's e-mail. The answer and its
     * time are the same whether the e-mail has an account or not, so it tells nobody which e-mails do.
     */
    async forgotPassword(email: string, now = new Date()) {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000);
      const userId = await repository.insertResetToken(db, email, passwordTokenHash(token), expiresAt, now);
      if (userId) {
        // The token travels in the fragment: a browser never sends it to a server, so no request log holds it.
        const link = `${deps.publicUrl}/ops/reset-password#token=${token}`;
        const message = {
          to: email,
          subject: messages.passwordResetSubject,
          text: messages.passwordResetEmail(link, PASSWORD_RESET_VALID_MINUTES),
        };
        // Sent after the answer: the time to answer says nothing about the e-mail, and a mail hiccup is only logged.
        void deps.email.send(message).catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail not sent'));
      }
      return { status: 'success' as const, msg: messages.passwordResetSent };
    },

    /** POST /api/core/sessions/reset_password: the link's token, used once, sets the password and signs every device out. */
    async resetPassword(token: string, password: string, now = new Date()) {
      const account = await repository.setPasswordWithToken(db, passwordTokenHash(token), await hashPassword(password), now);
      if (!account) throw new AppError('CONFLICT', messages.passwordResetTokenInvalid);
      await sessions.revokeAllOfUser(account.userId, now);
      return { status: 'success' as const, msg: messages.passwordResetDone };
    },

    /** GET /api/ops/me: the signed-in console user, with the merchant a merchant's user acts for. */
    async me(userId: string): Promise<ConsoleMe> {
      const [user, email] = await Promise.all([users.contact(userId), repository.consoleEmailOf(db, userId)]);
      if (!user || !email || !isConsoleRole(user.role)) throw new AppError('FORBIDDEN');
      const merchantId = user.role === 'merchant' ? await deps.merchantOf(userId) : undefined;
      if (user.role === 'merchant' && !merchantId) throw new AppError('FORBIDDEN');
      return { id: userId, email, name: user.name, role: user.role, merchant_id: merchantId ?? null };
    },
    /** The concierge desk's shared account is the staff account registered under the client's concierge e-mail. */
    conciergeLogin: (conciergeEmail: string, password: string, ip: string, now = new Date()) =>
      openStaffSession(conciergeEmail.toLowerCase(), password, ip, now),
    /** The desk's password checked (same lock as its sign-in), without opening a session: the password variant of the user search. */
    async verifyConciergeDesk(conciergeEmail: string, password: string, ip: string, now = new Date()) {
      await checkStaffPassword(conciergeEmail.toLowerCase(), password, ip, now);
    },

    async addStaff(input: AddStaff) {
      const userId = await repository.insertStaff(db, users, { ...input, passwordHash: await hashPassword(input.password) });
      if (!userId) throw new AppError('CONFLICT', messages.staffEmailTaken, { email: [messages.staffEmailTaken] });
      return { id: userId, email: input.email, name: input.name, role: input.role };
    },
    listStaff: async () =>
      (await repository.listStaff(db, users)).filter((s) => isStaffRole(s.role)) as {
        id: string;
        email: string;
        name: string | null;
        role: StaffRole;
      }[],

    async queue(query: OpsQueueQuery, now = new Date()) {
      const serviceFrom = query.date ? istInstant({ date: query.date, hour: 0, minute: 0 }) : undefined;
      const rows = await bookingReads.queuePage({
        status: query.status,
        type: query.type,
        city: query.city,
        limit: query.limit,
        serviceFrom,
        serviceTo: serviceFrom && new Date(serviceFrom.getTime() + DAY_MS),
        after: query.after ? decodeCursor(query.after) : undefined,
      });
      const page = rows.slice(0, query.limit);
      return { data: page.map((r) => toQueueItem(r, now)), next: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
    },

    detail,

    async confirm(id: string, staffId: string, details: Record<string, string>) {
      const booking = await bookings.find(id);
      if (!booking) throw new AppError('NOT_FOUND');
      const parsed = confirmationSchemaByType[booking.type].safeParse(details);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fields[`details.${issue.path.join('.')}`] ??= []).push(issue.message);
        throw new AppError('VALIDATION_FAILED', undefined, fields);
      }
      await bookings.transition(id, 'confirm', { type: 'staff', id: staffId }, { extra: { confirmationDetails: parsed.data } });
      return detail(id);
    },
    async decline(id: string, staffId: string, reason: string) {
      await bookings.transition(id, 'decline', { type: 'staff', id: staffId }, { note: reason });
      return detail(id);
    },
    async mark(id: string, staffId: string, event: (typeof staffEvents)[number]) {
      await bookings.transition(id, event, { type: 'staff', id: staffId });
      return detail(id);
    },

    /** The answer-by deadline a booking gets when it is paid, written with its status change. */
    deadlineOnPaid(booking: { type: Parameters<typeof answerBy>[0]; serviceAt: Date }, paidAt: Date) {
      return { answerBy: answerBy(booking.type, paidAt, booking.serviceAt) };
    },
  };
}
export type OpsService = ReturnType<typeof createOpsService>;
