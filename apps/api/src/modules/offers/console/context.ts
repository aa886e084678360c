import {
  LOW_STOCK_THRESHOLD,
  messages,
  offerMovesFor,
  offerPendingChangeSchema,
  type ManagedOffer,
  type OfferActor,
  type OfferEditableFields,
} from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import type { EmailGateway } from '../../../gateways/email/email-gateway.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CatalogueService } from '../../catalogue/index.ts';
import type { CodeCipher } from '../code-cipher.ts';
import * as repository from '../repository.ts';
import { pickSummary } from '../offer-context.ts';

/** Who acts in the console: the programme admin (every merchant) or a merchant's user (its merchant only). */
export type ConsoleActor = { role: 'admin' } | { role: 'merchant'; merchantId: string };
/** Makes a merchant's user with no password yet, in the caller's transaction (ops owns console accounts). */
export type InviteMerchantUser = (
  tx: Database,
  input: { email: string; mobile: string; name: string },
) => Promise<{ userId: string; link: string; validHours: number } | undefined>;

/** What the console's use cases are given. */
export interface ConsoleDeps {
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
}

export const actorOf = (actor: ConsoleActor): OfferActor => actor.role;
/** What a merchant's user may not see does not exist for them: the same 404 as an unknown id. */
export const inScope = (actor: ConsoleActor, merchantId: string) => actor.role === 'admin' || actor.merchantId === merchantId;

/** '••••••3210': enough for a merchant to match a customer at the counter, never the whole of it. */
export function maskTail(value: string, shown = 4): string {
  if (value.length <= shown * 2) return '•'.repeat(value.length);
  return `${'•'.repeat(value.length - shown)}${value.slice(-shown)}`;
}

/**
 * What the console's use cases (console/*.ts, one a file) share: writes in a transaction that tells the read model,
 * an offer as the console shows it and the one the actor may manage, the checks of a change, the invitation.
 */
export function createConsoleContext(deps: ConsoleDeps) {
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
    deps,
    db,
    cipher,
    transaction,
    toManaged,
    managedRow,
    checkReferences,
    differs,
    sealCoupon,
    storedFields,
    checkChange,
    applyFields,
    invite,
    sendInvitation,
  };
}
export type ConsoleContext = ReturnType<typeof createConsoleContext>;
