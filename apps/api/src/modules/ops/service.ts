import {
  isId,
  answerBy,
  confirmationSchemaByType,
  DEFAULT_LOCKOUT_MINUTES,
  isOverdue,
  istInstant,
  messages,
  nextStatus,
  PASSWORD_TOKEN_VALID_HOURS,
  STAFF_MAX_WRONG_PASSWORDS,
  staffEvents,
  type ConsoleMe,
  type ConsoleRole,
  type AddStaff,
  type BookingEvent,
  type OpsBookingDetail,
  type OpsQueueItem,
  type OpsQueueQuery,
  type StaffRole,
  type StaffRefund,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
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
  /** The merchant a merchant's user acts for (the offers module's merchant_users). */
  merchantOf: (userId: string) => Promise<string | undefined>;
  refundsOf: (bookingIds: string[]) => Promise<Map<string, StaffRefund[]>>;
}) {
  const { db, bookings, bookingReads, users, sessions } = deps;

  /** The staff account of an e-mail when the password is right; wrong ones count towards the lock. */
  async function checkStaffPassword(email: string, password: string, now: Date) {
    const staff = await repository.findStaffByEmail(db, users, email);
    if (!staff || !isConsoleRole(staff.role)) {
      await verifyPassword(password, await decoyHash);
      throw new AppError('CREDENTIALS_INVALID', messages.staffCredentialsInvalid);
    }
    const lockedMinutes = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    if (staff.lockedUntil && staff.lockedUntil > now)
      throw new AppError('ACCOUNT_LOCKED', messages.staffLocked(lockedMinutes(staff.lockedUntil)));
    if (!(await verifyPassword(password, staff.passwordHash))) {
      const lockedUntil = await repository.recordWrongPassword(
        db,
        staff.userId,
        STAFF_MAX_WRONG_PASSWORDS,
        new Date(now.getTime() + DEFAULT_LOCKOUT_MINUTES * 60_000),
      );
      if (lockedUntil && lockedUntil > now) throw new AppError('ACCOUNT_LOCKED', messages.staffLocked(lockedMinutes(lockedUntil)));
      throw new AppError('CREDENTIALS_INVALID', messages.staffCredentialsInvalid);
    }
    return { ...staff, role: staff.role };
  }

  async function openStaffSession(email: string, password: string, now: Date) {
    const staff = await checkStaffPassword(email, password, now);
    await repository.recordSignIn(db, users, staff.userId, now);
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

  return {
    signIn: (email: string, password: string, now = new Date()) => openStaffSession(email, password, now),

    /**
     * A merchant's user with no password yet, made in the caller's transaction (with its merchant): the link of its
     * invitation e-mail sets the password once. Undefined when the mobile or e-mail is taken.
     */
    async inviteMerchantUser(tx: Database, input: { email: string; mobile: string; name: string }, now = new Date()) {
      const token = randomToken();
      const userId = await repository.insertInvitedAccount(tx, users, {
        ...input,
        email: input.email.toLowerCase(),
        role: 'merchant',
        tokenHash: passwordTokenHash(token),
        expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_VALID_HOURS * 3_600_000),
      });
      // The token travels in the fragment: a browser never sends it to a server, so no request log holds it.
      if (!userId) return undefined;
      return { userId, link: `${deps.publicUrl}/ops/set-password#token=${token}`, validHours: PASSWORD_TOKEN_VALID_HOURS };
    },

    /** Which of these users have not set their first password yet. */
    awaitingPassword: (userIds: string[]) => repository.awaitingPassword(db, userIds),

    /** POST /api/core/sessions/set_password: the invitation's token, used once, sets the password. */
    async setPassword(token: string, password: string, now = new Date()) {
      const email = await repository.setPasswordWithToken(db, passwordTokenHash(token), await hashPassword(password), now);
      if (!email) throw new AppError('CONFLICT', messages.passwordTokenInvalid);
      return { status: 'success' as const, msg: messages.passwordSet, email };
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
    conciergeLogin: (conciergeEmail: string, password: string, now = new Date()) =>
      openStaffSession(conciergeEmail.toLowerCase(), password, now),
    /** The desk's password checked (same lock as its sign-in), without opening a session: the password variant of the user search. */
    async verifyConciergeDesk(conciergeEmail: string, password: string, now = new Date()) {
      await checkStaffPassword(conciergeEmail.toLowerCase(), password, now);
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
