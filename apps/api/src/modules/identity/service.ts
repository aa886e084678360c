import {
  COUNTRY_CALLING_CODE,
  EMAIL_VERIFICATION_VALID_HOURS,
  matchCardByBin,
  matchCardByBinType,
  messages,
  splitFullName,
  type BinType,
  type BinValidateResponse,
  type CardProduct,
  type OtpType,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EmailGateway } from '../../gateways/email/email-gateway.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Cardholder } from '../../lib/cardholder.ts';
import { serialisedOnce, type SerialisedJson } from '../../lib/serialised-once.ts';
import type { OtpService } from './otp-service.ts';
import * as repository from './repository.ts';
import type { SessionService } from '../sessions/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';

type UserCardRow = Awaited<ReturnType<typeof repository.listCards>>[number];
type Profile = NonNullable<Awaited<ReturnType<typeof repository.findProfile>>>;

// A pending e-mail whose link has expired stops showing without any notification.
const pendingAt = (profile: Profile, now: Date) =>
  profile.pendingEmailExpiresAt !== null && profile.pendingEmailExpiresAt > now.getTime() ? profile.pendingEmail : null;

const INDIA_COUNTRY_ID = 1;

/** Sign-in, sign-up, the user's details and cards: the rules behind spec 01 §4 and §7. */
export function createIdentityService(deps: {
  db: Database;
  otp: OtpService;
  sessions: SessionService;
  catalogue: CatalogueService;
  /** Sends the link that confirms a new e-mail (issue 29). */
  email: EmailGateway;
  publicUrl: string;
  /** Keys the e-mail links' hashes. */
  secret: string;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  const emailTokenHash = (token: string) => keyedHash(deps.secret, `email-verification:${token}`);

  /** A new e-mail is used only once its link is opened: until then `users.email` keeps the earlier one (or none). */
  async function askToVerify(userId: string, email: string, now: Date) {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_VALID_HOURS * 3_600_000);
    await repository.replaceEmailVerification(db, { userId, email, tokenHash: emailTokenHash(token), expiresAt }, now);
    // The token travels in the fragment: a browser never sends it to a server, so no request log holds it.
    const link = `${deps.publicUrl}/verify-email#token=${token}`;
    const message = {
      to: email,
      subject: messages.emailVerificationSubject,
      text: messages.emailVerificationEmail(link, EMAIL_VERIFICATION_VALID_HOURS),
    };
    void deps.email.send(message).catch((error: unknown) => deps.log.error({ err: error }, 'e-mail verification link not sent'));
  }

  /** The catalogue card a user-card call names; a first6 miss says the client's configured first6 message (spec 02 §8). */
  async function cardFor(bin: string, binType?: BinType, clientId?: string): Promise<CardProduct> {
    const snapshot = await deps.catalogue.current();
    const card = matchCardByBinType(snapshot.cards, bin, binType);
    if (card) return card;
    if (binType !== 'first6') throw new AppError('INVALID_BIN', messages.invalidBin);
    throw new AppError('INVALID_BIN', snapshot.clients.get(clientId ?? '')?.bin_messages.first6 ?? messages.binFirst6);
  }

  async function ownUser(id: string) {
    const user = await repository.findUserById(db, id);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  function details(user: repository.UserRow, pending: string | null, session: { token: string; expiresAt: Date }) {
    const fullName = user.name ?? '';
    return {
      pending_email: pending,
      id: user.id,
      first_name: splitFullName(fullName).first_name,
      full_name: fullName,
      mobile_number: user.mobile,
      email: user.email,
      token: session.token,
      country_id: user.countryId,
      calling_code: user.callingCode,
      last_login: { time: (user.previousLoginAt ?? user.lastLoginAt)?.toISOString() ?? null },
      expires_at: session.expiresAt.toISOString(),
    };
  }

  function cardView(row: UserCardRow, cards: CardProduct[]) {
    const card = cards.find((c) => c.id === row.cardProductId);
    return {
      id: row.id,
      type: 'user_card' as const,
      attributes: {
        bin: row.bin,
        bin_type: row.binType,
        card_id: row.cardProductId,
        card_name: card?.name ?? row.cardProductId,
        created_at: row.createdAt.toISOString(),
      },
    };
  }

  async function addCard(userId: string, bin: string, binType?: BinType, clientId?: string) {
    const card = await cardFor(bin, binType, clientId);
    const stored = card.bin_type === 'first6' ? bin.slice(0, 6) : bin;
    return repository.addCard(db, { userId, bin: stored, binType: card.bin_type, cardProductId: card.id });
  }

  return {
    /** The bin validation answer as JSON text, made once per card and catalogue version: the call is hot and public. */
    async validateBinText(bin: string): Promise<SerialisedJson> {
      const snapshot = await deps.catalogue.current();
      const card = matchCardByBin(snapshot.cards, bin);
      if (!card) throw new AppError('INVALID_BIN', messages.invalidBin);
      return serialisedOnce(snapshot.serialised, `bins/validate:${card.id}`, (): BinValidateResponse => ({
        success: true,
        data: { card_id: card.id, name: card.name, bin_type: card.bin_type, image: card.image, category: card.category },
      }));
    },

    async searchUser(mobile: string) {
      const user = await repository.findUserByMobile(db, mobile);
      return user ? { id: user.id, mobile: user.mobile } : null;
    },

    /** Creates the cardholder and sends the activation code. */
    async signUp(input: { mobile: string; email: string; name?: string; ip: string }) {
      const user = await repository.insertUser(db, {
        mobile: input.mobile,
        email: input.email.trim(),
        name: input.name?.trim() ?? null,
        callingCode: COUNTRY_CALLING_CODE,
        countryId: INDIA_COUNTRY_ID,
      });
      if (!user) throw new AppError('CONFLICT', messages.accountExists);
      await deps.otp.issue({ mobile: user.mobile, purpose: 'session', userId: user.id, otpType: 'activation', ip: input.ip });
      return { id: user.id, mobile: user.mobile };
    },

    /** The same 404 for an unknown id and a mobile that is not this user's: nothing to learn from it. */
    async requestOtp(userId: string, input: { mobile: string; otpType: OtpType; ip: string }) {
      const user = await repository.findUserById(db, userId);
      // Staff and merchant users sign in only at the console (issue 27 finding 8): for this sign-in they are no account.
      if (!user || user.mobile !== input.mobile || user.role !== 'cardholder') throw new AppError('NOT_FOUND');
      const sent = await deps.otp.issue({ mobile: user.mobile, purpose: 'session', userId: user.id, otpType: input.otpType, ip: input.ip });
      return { success: true as const, data: { otp_type: input.otpType, expires_at: sent.expiresAt.toISOString() } };
    },

    async verifyOtp(userId: string, input: { code: string; bin?: string }) {
      const now = new Date();
      const live = await repository.findUserWithSignInCode(db, userId);
      if (!live) throw new AppError('OTP_EXPIRED', messages.otpCheck);
      // A code sent before the account got a console role opens nothing: the answer is requestOtp's.
      if (live.role !== 'cardholder') throw new AppError('NOT_FOUND');
      const fresh = deps.sessions.newSession(userId, now);
      let session: { token: string; sessionId: string; expiresAt: Date };
      const sessionId = await deps.otp.signInIfRight(live, input.code, fresh.row, now);
      if (sessionId) {
        session = { token: fresh.token, sessionId, expiresAt: fresh.row.expiresAt };
      } else {
        const result = await deps.otp.check({ mobile: live.mobile, purpose: 'session' }, input.code, now);
        // A code that did not sign in: the attempts left, or when the locked mobile opens again.
        const refused = { verified: false, token: null, session_id: null, expires_at: null } as const;
        if (result.outcome === 'locked') return { ...refused, wrong_attempts_left: 0, user_unlock_at: result.unlockAt.toISOString() };
        if (result.outcome === 'wrong') return { ...refused, wrong_attempts_left: result.wrongAttemptsLeft, user_unlock_at: null };
        session = await deps.sessions.open(userId, now, { recordLogin: true });
      }
      // The login times moved: this process drops the kept profile now, the others when the notification comes.
      deps.sessions.cache.forgetProfile(userId);
      if (input.bin && matchCardByBin((await deps.catalogue.current()).cards, input.bin)) await addCard(userId, input.bin);
      return {
        verified: true,
        token: session.token,
        session_id: session.sessionId,
        expires_at: session.expiresAt.toISOString(),
        wrong_attempts_left: 0,
        user_unlock_at: null,
      };
    },

    /** From this process's memory when it has the profile (decision 021): no round trip in the common case. */
    async currentUser(userId: string, session: { token: string; expiresAt: Date }) {
      const now = new Date();
      const kept = deps.sessions.cache.profileOf(userId) as Profile | undefined;
      if (kept) return details(kept, pendingAt(kept, now), session);
      const readAt = deps.sessions.cache.generation();
      const user = await repository.findProfile(db, userId, now);
      if (!user) throw new AppError('UNAUTHORIZED');
      deps.sessions.cache.keepProfile(userId, user, readAt);
      return details(user, user.pendingEmail, session);
    },

    /** A new e-mail is not saved yet: a link goes to it, and it replaces the current one once opened (issue 29). */
    async updateUser(userId: string, changes: { name?: string; email?: string }, session: { token: string; expiresAt: Date }) {
      const now = new Date();
      const email = changes.email?.trim();
      // One statement in the common case (issue 31): the rename returns the profile and whether the e-mail is the same.
      const user =
        changes.name === undefined
          ? await repository.findProfile(db, userId, now, email)
          : await repository.renameReadingProfile(db, userId, changes.name.trim(), now, email);
      if (!user) throw new AppError('UNAUTHORIZED');
      let pending = user.pendingEmail;
      if (email !== undefined && !user.sameEmail) {
        await askToVerify(userId, email, now);
        pending = email;
      } else if (email !== undefined && pending !== null) {
        // Changed back to the current e-mail: the link sent to the other one stops working.
        await repository.forgetPendingEmail(db, userId, now);
        pending = null;
      }
      // Kept profiles (decision 021): this process drops its own now; the others when the notification comes.
      deps.sessions.cache.forgetProfile(userId);
      return details(user, pending, session);
    },

    /** POST /api/core/email_verifications/verify: the e-mailed link, once and in time, makes its e-mail the account's. */
    async verifyEmail(token: string, now = new Date()) {
      const email = await repository.confirmEmail(db, emailTokenHash(token), now);
      if (!email) throw new AppError('CONFLICT', messages.emailVerificationInvalid);
      // A session carries its user's e-mail (decision 021): every process drops the old one before this answers.
      await deps.sessions.changesHeard();
      return { status: 'success' as const, msg: messages.emailVerified, email };
    },

    async userById(callerId: string, id: string) {
      if (callerId !== id) throw new AppError('FORBIDDEN');
      const user = await ownUser(id);
      return { id: user.id, mobile: user.mobile };
    },

    /** With a bin_type only the records of that type count: a first6 record by the bin's first 6 digits, a first8 one by all 8. */
    async listCards(userId: string, filter?: { bin: string; bin_type?: BinType }) {
      const [rows, { cards }] = await Promise.all([repository.listCards(db, userId), deps.catalogue.current()]);
      const matches = (r: UserCardRow) => {
        if (!filter) return true;
        if (!filter.bin_type) return filter.bin.startsWith(r.bin) || r.bin.startsWith(filter.bin);
        return r.binType === filter.bin_type && r.bin === (filter.bin_type === 'first6' ? filter.bin.slice(0, 6) : filter.bin);
      };
      const matching = rows.filter(matches);
      return matching.map((r) => cardView(r, cards));
    },

    /** The signed-in cardholder's mobile and e-mail: the ones a booking form locks (read with the session when it carried them). */
    async contactOf(user: Cardholder): Promise<{ mobile: string; email: string | null }> {
      if (typeof user !== 'string') return user;
      const row = await repository.findUserById(db, user);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { mobile: row.mobile, email: row.email };
    },

    /**
     * The one rule every booking service uses: the catalogue card an entered 8-digit bin names, but only
     * when the user registered it (that same 8-digit bin, or the 6-digit bin it starts with). Given the
     * request's user, it uses the bins read with the session instead of reading the cards again.
     */
    async registeredCard(user: Cardholder, bin: string): Promise<CardProduct | undefined> {
      if (!/^\d{8}$/.test(bin)) return undefined;
      const bins = typeof user === 'string' ? (await repository.listCards(db, user)).map((r) => r.bin) : user.cardBins;
      const card = matchCardByBin((await deps.catalogue.current()).cards, bin);
      if (!card || !bins.some((b) => b === bin || (b.length === 6 && bin.startsWith(b)))) return undefined;
      return card;
    },

    async addCard(userId: string, bin: string, binType?: BinType, clientId?: string) {
      const row = await addCard(userId, bin, binType, clientId);
      // A session carries its user's card bins (decision 021): the answer waits until every process has dropped them.
      await deps.sessions.changesHeard();
      return cardView(row, (await deps.catalogue.current()).cards);
    },

    async removeCard(userId: string, cardId: string) {
      if (!(await repository.deleteCard(db, userId, cardId))) throw new AppError('NOT_FOUND');
      await deps.sessions.changesHeard();
    },

    async preferences(userId: string) {
      const row = await repository.findPreferences(db, userId);
      return { sms: row?.sms ?? true, email: row?.email ?? true };
    },

    async savePreferences(userId: string, prefs: { sms: boolean; email: boolean }) {
      const row = await repository.savePreferences(db, userId, prefs, new Date());
      return { sms: row.sms, email: row.email };
    },

    /** The offers hand-off: a second session for the same user, given a live token of theirs. */
    async createWithUser(input: { token: string; uid: string; client: string }, callerClient: string | undefined) {
      const resolved = await deps.sessions.resolve(input.token);
      if (typeof resolved === 'string' || resolved.id !== input.uid || input.client !== callerClient) throw new AppError('UNAUTHORIZED');
      const session = await deps.sessions.open(resolved.id);
      return {
        data: {
          id: session.sessionId,
          type: 'session' as const,
          attributes: { token: session.token, uid: resolved.id, client: input.client, expires_at: session.expiresAt.toISOString() },
        },
      };
    },

    async requestExternalOtp(mobile: string, ip: string) {
      const sent = await deps.otp.issue({ mobile, purpose: 'external', userId: null, otpType: 'external', ip });
      return { ref_no: sent.refNo, expires_at: sent.expiresAt.toISOString() };
    },

    async verifyExternalOtp(refNo: string, code: string) {
      const result = await deps.otp.check({ refNo }, code);
      if (result.outcome === 'verified') return { verified: true, wrong_attempts_left: 0, user_unlock_at: null };
      if (result.outcome === 'wrong') return { verified: false, wrong_attempts_left: result.wrongAttemptsLeft, user_unlock_at: null };
      return { verified: false, wrong_attempts_left: 0, user_unlock_at: result.unlockAt.toISOString() };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
