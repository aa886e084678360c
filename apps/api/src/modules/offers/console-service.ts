import {
  LOW_STOCK_THRESHOLD,
  messages,
  nextOfferStatus,
  offerMovesFor,
  parseVoucherCsv,
  VOUCHER_FILE_MAX_ROWS,
  type ManagedOffer,
  type MerchantRedemption,
  type OfferActor,
  type OfferChange,
  type OfferCreate,
  type OfferEditableFields,
  offerPendingChangeSchema,
  type VoucherUploadResult,
  type merchantCreateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { EmailGateway } from '../../gateways/email/email-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { CodeCipher } from './code-cipher.ts';
import * as repository from './repository.ts';
import { pickSummary } from './service.ts';

/** Who acts in the console: the programme admin (every merchant) or a merchant's user (its merchant only). */
export type ConsoleActor = { role: 'admin' } | { role: 'merchant'; merchantId: string };
type MerchantInput = z.output<typeof merchantCreateSchema>;
/** Makes a merchant's user with no password yet, in the caller's transaction (ops owns console accounts). */
export type InviteMerchantUser = (
  tx: Database,
  input: { email: string; mobile: string; name: string },
) => Promise<{ userId: string; link: string; validHours: number } | undefined>;

const actorOf = (actor: ConsoleActor): OfferActor => actor.role;
/** What a merchant's user may not see does not exist for them: the same 404 as an unknown id. */
const inScope = (actor: ConsoleActor, merchantId: string) => actor.role === 'admin' || actor.merchantId === merchantId;

/** '••••••3210': enough for a merchant to match a customer at the counter, never the whole of it. */
export function maskTail(value: string, shown = 4): string {
  if (value.length <= shown * 2) return '•'.repeat(value.length);
  return `${'•'.repeat(value.length - shown)}${value.slice(-shown)}`;
}

/** The merchant and programme-admin side of the offers platform (issue 18): rules only, no HTTP. */
export function createOffersConsoleService(deps: {
  db: Database;
  catalogue: CatalogueService;
  email: EmailGateway;
  cipher: CodeCipher;
  /** After every write: the offer lists' read model checks its version at the next read. */
  written?: () => void;
  inviteMerchantUser: InviteMerchantUser;
  /** Users' contacts (identity's) and which of them still wait for their first password (ops'). */
  contacts: (userIds: string[]) => Promise<{ id: string; mobile: string; email: string | null }[]>;
  awaitingPassword: (userIds: string[]) => Promise<Set<string>>;
  /** A new invitation link for a user still without a password (ops'); undefined when they have one. */
  reinvite: (userId: string) => Promise<{ email: string; link: string; validHours: number } | undefined>;
}) {
  const { db, cipher } = deps;
  const transaction = async <T>(work: (tx: Database) => Promise<T>) => {
    try {
      return await db.transaction((txn) => work(txn as unknown as Database));
    } finally {
      deps.written?.();
    }
  };

  /** A pending change as the console shows it: its fields, a coupon code masked. */
  function pendingView(pending: repository.PendingChangeRow | null): ManagedOffer['pending_change'] {
    if (!pending) return null;
    const fields = storedFields(pending.fields);
    const coupon = fields.coupon_code === undefined ? {} : { coupon_code: maskTail(cipher.decrypt(fields.coupon_code)) };
    return { id: pending.id, submitted_at: pending.submitted_at, fields: { ...fields, ...coupon } };
  }

  function toManaged(actor: ConsoleActor, row: repository.ManagedOfferRow): ManagedOffer {
    return {
      pending_change: pendingView(row.pending_change),
      ...pickSummary(row),
      stock_total: row.stock_total,
      low_stock: row.stock_left !== null && row.stock_left <= LOW_STOCK_THRESHOLD,
      terms: row.terms,
      redemption_steps: row.redemption_steps,
      options: row.options,
      next_statuses: offerMovesFor(row.status, actorOf(actor)),
    };
  }

  /** An offer the actor may manage, or 404. */
  async function managedRow(actor: ConsoleActor, id: string) {
    const [row] = await repository.listManagedOffers(db, { id });
    if (!row || !inScope(actor, row.merchant_id)) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Unknown categories and card products are the caller's mistake (422 on the field). */
  async function checkReferences(input: { category_id?: string; card_product_ids?: readonly string[] }) {
    if (input.category_id && !(await repository.categoryExists(db, input.category_id))) {
      throw new AppError('VALIDATION_FAILED', messages.offerCategoryUnknown, { category_id: [messages.offerCategoryUnknown] });
    }
    if (input.card_product_ids?.length) {
      const known = new Set((await deps.catalogue.current()).cards.map((c) => c.id));
      const unknown = input.card_product_ids.filter((id) => !known.has(id));
      if (unknown.length) {
        const message = messages.offerCardUnknown(unknown.join(', '));
        throw new AppError('VALIDATION_FAILED', message, { card_product_ids: [message] });
      }
    }
  }

  /** Whether a field of a change differs from the offer; one the pending change names always counts (it may undo it). */
  function differs(row: repository.ManagedOfferRow, key: string, value: unknown) {
    if (key === 'coupon_code' || (row.pending_change && key in row.pending_change.fields)) return true;
    const current: Record<string, unknown> = {
      category_id: row.category_id,
      name: row.name,
      description: row.description,
      terms: row.terms,
      redemption_steps: row.redemption_steps,
      card_product_ids: [...row.card_product_ids].sort(),
      per_user_limit: row.per_user_limit,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      options: row.options,
    };
    const given = key === 'card_product_ids' ? [...new Set(value as string[])].sort() : value;
    return JSON.stringify(current[key]) !== JSON.stringify(given);
  }

  /** The fields of a change with a coupon code sealed, as the offer and its pending change store them. */
  const sealCoupon = (fields: OfferEditableFields): OfferEditableFields =>
    fields.coupon_code === undefined ? fields : { ...fields, coupon_code: cipher.encrypt(fields.coupon_code) };
  /** A stored pending change's fields (the coupon code sealed). */
  const storedFields = (stored: Record<string, unknown>): OfferEditableFields => offerPendingChangeSchema.shape.fields.parse(stored);

  /** A change's fields against the offer: known references, dates in order, a code only for a coupon. */
  async function checkChange(row: repository.ManagedOfferRow, fields: OfferEditableFields) {
    await checkReferences(fields);
    const validFrom = fields.valid_from ?? row.valid_from;
    const validTo = fields.valid_to ?? row.valid_to;
    if (validFrom > validTo) throw new AppError('VALIDATION_FAILED', undefined, { valid_to: ['valid_to is before valid_from'] });
    if (fields.coupon_code !== undefined && row.offer_type !== 'coupon') {
      throw new AppError('VALIDATION_FAILED', undefined, { coupon_code: ['Only a coupon has a code.'] });
    }
  }

  /** Writes a change's fields (coupon code sealed) to the offer, and moves its status when asked. */
  async function applyFields(
    tx: Database,
    id: string,
    fields: OfferEditableFields,
    move?: { from: ManagedOffer['status']; to: ManagedOffer['status'] },
  ) {
    const written = await repository.updateOffer(
      tx,
      id,
      {
        categoryId: fields.category_id,
        name: fields.name,
        description: fields.description,
        terms: fields.terms,
        redemptionSteps: fields.redemption_steps,
        options: fields.options,
        couponCode: fields.coupon_code,
        perUserLimit: fields.per_user_limit,
        validFrom: fields.valid_from,
        validTo: fields.valid_to,
      },
      move,
    );
    if (written && fields.card_product_ids) await repository.replaceOfferCards(tx, id, fields.card_product_ids);
    return written;
  }

  async function invite(tx: Database, merchant: { id: string; name: string }, user: { mobile: string; email: string }) {
    const invited = await deps.inviteMerchantUser(tx, { ...user, name: merchant.name });
    if (!invited) throw new AppError('CONFLICT', messages.merchantUserTaken, { 'user.email': [messages.merchantUserTaken] });
    await repository.insertMerchantUser(tx, invited.userId, merchant.id);
    return { ...invited, merchantName: merchant.name, email: user.email.toLowerCase(), mobile: user.mobile };
  }
  /** After the commit: the invitation with its one-time link (the link is never logged). */
  async function sendInvitation(invited: Awaited<ReturnType<typeof invite>>, merchantId: string) {
    await deps.email.send({
      to: invited.email,
      subject: messages.merchantInviteSubject(invited.merchantName),
      text: messages.merchantInviteEmail(invited.merchantName, invited.link, invited.validHours),
    });
    return { id: invited.userId, merchant_id: merchantId, mobile: invited.mobile, email: invited.email, password_set: false };
  }

  return {
    /** The merchant a merchant's user acts for (undefined: not a merchant's user). */
    merchantOf: (userId: string) => repository.merchantOfUser(db, userId),

    /** POST /merchants (admin). */
    async createMerchant(input: MerchantInput) {
      const { outlets, ...merchant } = input;
      return transaction((tx) => repository.insertMerchant(tx, merchant, outlets));
    },

    /** POST /merchants/create_with_user (admin): the merchant and its first user, invited by e-mail. */
    async createMerchantWithUser(input: MerchantInput & { user: { mobile: string; email: string } }) {
      const { outlets, user, ...fields } = input;
      const { merchant, invited } = await transaction(async (tx) => {
        const created = await repository.insertMerchant(tx, fields, outlets);
        return { merchant: created, invited: await invite(tx, created, user) };
      });
      const sent = await sendInvitation(invited, merchant.id);
      return { msg: messages.merchantUserInvited(sent.email), data: merchant, user: sent };
    },

    /** POST /merchants/{id}/users (admin): another user of a merchant. */
    async addMerchantUser(merchantId: string, user: { mobile: string; email: string }) {
      const merchant = await repository.findMerchant(db, merchantId);
      if (!merchant) throw new AppError('NOT_FOUND');
      const invited = await transaction((tx) => invite(tx, merchant, user));
      const sent = await sendInvitation(invited, merchantId);
      return { msg: messages.merchantUserInvited(sent.email), data: sent };
    },

    /** GET /merchants/{id}/users (admin): a merchant's users, and whether each has set a password. */
    async merchantUsers(merchantId: string) {
      if (!(await repository.findMerchant(db, merchantId))) throw new AppError('NOT_FOUND');
      const ids = await repository.usersOfMerchant(db, merchantId);
      const [contacts, waiting] = await Promise.all([deps.contacts(ids), deps.awaitingPassword(ids)]);
      return contacts.map((c) => ({
        id: c.id,
        merchant_id: merchantId,
        mobile: c.mobile,
        email: c.email ?? '',
        password_set: !waiting.has(c.id),
      }));
    },

    /** POST /merchants/{id}/users/{user_id}/invitation (admin): the invitation again, with a new link. */
    async resendInvitation(merchantId: string, userId: string) {
      const merchant = await repository.findMerchant(db, merchantId);
      if (!merchant || !(await repository.usersOfMerchant(db, merchantId)).includes(userId)) throw new AppError('NOT_FOUND');
      const invited = await deps.reinvite(userId);
      if (!invited) throw new AppError('CONFLICT', messages.merchantUserPasswordAlreadySet);
      const [contact] = await deps.contacts([userId]);
      const sent = await sendInvitation({ ...invited, userId, merchantName: merchant.name, mobile: contact?.mobile ?? '' }, merchantId);
      return { msg: messages.merchantUserInvited(sent.email), data: sent };
    },

    /** POST /offers: the admin's for any merchant; a merchant's for its own, always a draft awaiting approval. */
    async createOffer(actor: ConsoleActor, input: OfferCreate) {
      if (!inScope(actor, input.merchant_id) || !(await repository.findMerchant(db, input.merchant_id))) {
        throw new AppError('NOT_FOUND');
      }
      await checkReferences(input);
      if (input.offer_type === 'coupon' && !input.coupon_code) {
        throw new AppError('VALIDATION_FAILED', messages.offerCouponCodeRequired, { coupon_code: [messages.offerCouponCodeRequired] });
      }
      const status = actor.role === 'merchant' ? 'draft' : input.status;
      const id = await transaction((tx) =>
        repository.insertOffer(
          tx,
          {
            merchantId: input.merchant_id,
            categoryId: input.category_id,
            name: input.name,
            description: input.description,
            terms: input.terms,
            redemptionSteps: input.redemption_steps,
            offerType: input.offer_type,
            options: input.options,
            couponCode: input.offer_type === 'coupon' && input.coupon_code ? cipher.encrypt(input.coupon_code) : null,
            perUserLimit: input.per_user_limit,
            validFrom: input.valid_from,
            validTo: input.valid_to,
            status,
          },
          input.card_product_ids,
        ),
      );
      const msg = status === 'draft' && actor.role === 'merchant' ? messages.offerAwaitsApproval : messages.offerCreated;
      return { msg, data: toManaged(actor, await managedRow(actor, id)) };
    },

    /**
     * PUT /offers/{id} (merchant or admin): its fields, and its status through the state machine as the role allows.
     * A merchant's edit of an offer the admin approved (live or paused) does not touch it: it waits beside it as the
     * pending change the admin approves or rejects (`awaitsApproval`); a draft is still the merchant's to shape.
     */
    async changeOffer(actor: ConsoleActor, id: string, change: OfferChange) {
      const row = await managedRow(actor, id);
      const { status: wanted, ...given } = change;
      const approved = actor.role === 'merchant' && row.status !== 'draft';
      // A merchant's form sends every field: the change is what differs from the offer (or from what already waits).
      const fields = Object.fromEntries(
        Object.entries(given).filter(([key, value]) => value !== undefined && (!approved || differs(row, key, value))),
      ) as OfferEditableFields;
      const move = wanted && wanted !== row.status ? { from: row.status, to: wanted } : undefined;
      if (move && !nextOfferStatus(move.from, move.to, actorOf(actor))) {
        const message = messages.offerStatusNotAllowed(move.from, move.to);
        throw new AppError('INVALID_TRANSITION', message, { status: [message] });
      }
      const editing = Object.keys(fields).length > 0;
      if (editing && row.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
      const awaitsApproval = editing && approved;
      const sealed = sealCoupon(fields);
      // What the offer would be once approved: the change already waiting, this edit over it.
      await checkChange(row, awaitsApproval ? { ...storedFields(row.pending_change?.fields ?? {}), ...sealed } : sealed);
      const changed = await transaction(async (tx) => {
        if (awaitsApproval) {
          await repository.savePendingChange(tx, id, sealed);
          return move ? repository.updateOffer(tx, id, {}, move) : true;
        }
        return applyFields(tx, id, sealed, move);
      });
      // Someone else moved it first: the caller decides again on what it is now.
      if (!changed) throw new AppError('CONFLICT', messages.offerStatusNotAllowed(row.status, wanted ?? row.status));
      const msg = awaitsApproval ? messages.offerChangeAwaitsApproval : messages.offerUpdated;
      return { msg, data: toManaged(actor, await managedRow(actor, id)), awaitsApproval };
    },

    /**
     * POST /offers/{id}/pending_change/{approve|reject} (admin): the change the admin saw (`changeId`; the merchant
     * edited it since: 409) made the offer's, or dropped. Either way it stops waiting.
     */
    async decideChange(id: string, decision: 'approve' | 'reject', changeId: string) {
      const admin: ConsoleActor = { role: 'admin' };
      const row = await managedRow(admin, id);
      await transaction(async (tx) => {
        const pending = await repository.lockPendingChange(tx, id);
        if (!pending) throw new AppError('NOT_FOUND');
        if (pending.id !== changeId) throw new AppError('CONFLICT', messages.offerChangeStale);
        if (decision === 'approve') {
          if (row.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
          const fields = storedFields(pending.fields);
          await checkChange(row, fields);
          await applyFields(tx, id, fields);
        }
        await repository.deletePendingChange(tx, id);
      });
      const msg = decision === 'approve' ? messages.offerChangeApproved : messages.offerChangeRejected;
      return { msg, data: toManaged(admin, await managedRow(admin, id)) };
    },

    /** GET /manage/offers: the actor's offers in any status with their stock (admin: all, or one merchant's). */
    async managedOffers(
      actor: ConsoleActor,
      query: { merchant_id?: string; status?: ManagedOffer['status']; low_stock?: 'true' | 'false'; pending_change?: 'true' | 'false' },
    ) {
      const merchantId = actor.role === 'merchant' ? actor.merchantId : query.merchant_id;
      const rows = await repository.listManagedOffers(db, {
        merchantId,
        status: query.status,
        lowStockAt: query.low_stock === 'true' ? LOW_STOCK_THRESHOLD : undefined,
        pendingChange: query.pending_change === 'true',
      });
      return rows.map((row) => toManaged(actor, row));
    },

    async managedOffer(actor: ConsoleActor, id: string) {
      return toManaged(actor, await managedRow(actor, id));
    },

    /**
     * POST /offers/{id}/vouchers: each row of the CSV loaded or rejected with its reason; with dry_run nothing is
     * loaded (the preview). Codes are stored sealed, with a keyed hash that finds the ones already in the pool.
     */
    async uploadVouchers(actor: ConsoleActor, offerId: string, csv: string, dryRun: boolean): Promise<VoucherUploadResult> {
      const offer = await managedRow(actor, offerId);
      if (offer.offer_type !== 'voucher') throw new AppError('CONFLICT', messages.offerNotVoucher);
      if (offer.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
      const { codes, rejected } = parseVoucherCsv(csv);
      if (codes.length + rejected.length > VOUCHER_FILE_MAX_ROWS) {
        const message = messages.voucherFileTooManyRows(VOUCHER_FILE_MAX_ROWS);
        throw new AppError('VALIDATION_FAILED', message, { vouchers_file: [message] });
      }
      const hashed = codes.map((c) => ({ ...c, hash: cipher.hash(c.code) }));
      const inPool = await repository.codeHashesInPool(
        db,
        offerId,
        hashed.map((c) => c.hash),
      );
      const fresh = hashed.filter((c) => !inPool.has(c.hash));
      const added = dryRun
        ? new Set(fresh.map((c) => c.hash))
        : await transaction((tx) =>
            repository.insertVoucherCodes(
              tx,
              offerId,
              fresh.map((c) => ({ codeEncrypted: cipher.encrypt(c.code), codeHash: c.hash })),
            ),
          );
      const refused = hashed.filter((c) => !added.has(c.hash)).map((c) => ({ row: c.row, reason: messages.voucherRowAlreadyInPool }));
      return {
        loaded: added.size,
        rejected: [...rejected, ...refused].sort((a, b) => a.row - b.row),
        stock_left: await repository.freeCodes(db, offerId),
        dry_run: dryRun,
      };
    },

    /** GET /manage/redemptions: redemptions of the merchant's offers (admin: any), phone and code masked. */
    async merchantRedemptions(actor: ConsoleActor, query: { merchant_id?: string; offer_id?: string }): Promise<MerchantRedemption[]> {
      if (query.offer_id) await managedRow(actor, query.offer_id);
      const merchantId = actor.role === 'merchant' ? actor.merchantId : query.merchant_id;
      const rows = await repository.listMerchantRedemptions(db, { merchantId, offerId: query.offer_id });
      return rows.map((row) => {
        const sealed = row.offer_type === 'coupon' ? row.coupon_code : row.voucher_code;
        return {
          id: row.id,
          offer_id: row.offer_id,
          offer_name: row.offer_name,
          offer_type: row.offer_type,
          status: row.status,
          card_product_id: row.card_product_id,
          user_phone_masked: row.user_phone ? maskTail(row.user_phone) : null,
          voucher_code_masked: sealed && row.status === 'completed' ? maskTail(cipher.decrypt(sealed)) : null,
          master_retail_option_id: row.master_retail_option_id,
          created_at: row.created_at,
        };
      });
    },
  };
}
export type OffersConsoleService = ReturnType<typeof createOffersConsoleService>;
