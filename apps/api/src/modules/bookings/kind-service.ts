import type { z } from 'zod';
import {
  bookingKinds,
  formatBookingDateTime,
  istInstant,
  messages,
  quotaYear,
  type BookingType,
  type BookingsCount,
  type CardProduct,
  type KindRuleIssue,
  type LocalDateTime,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { idOf, type Cardholder } from '../../lib/cardholder.ts';
import type { CatalogueSnapshot } from '../catalogue/index.ts';
import { yearlyAllowance, type BookingRow, type BookingService } from './service.ts';

/** What a request books, once the kind's rules passed: when and where, and how many quota units it holds. */
export interface KindPlan {
  when: LocalDateTime;
  city: string;
  units: number;
  requestInfo: Record<string, unknown>;
}

/** Every kind's request carries the card it uses and the cardholder's locked contact. */
export interface KindPayload {
  bin_used: string;
  mobile_number: string;
  email: string;
}

/** What a kind's rules read besides the payload. */
export interface KindContext {
  now: Date;
  catalogue: CatalogueSnapshot;
  /** The kind's tally (e.g. concierge guests) already held this year; 0 when it declares none. */
  tallied: number;
}

/** Whoever reads a booking: its owner, or staff where the kind lets them. */
export interface KindReader {
  id: string;
  role: string;
}

/** Files a request brings (concierge tickets), stored before its booking: removed again if the booking fails, else recorded. */
export interface KindAttachments {
  undo(): Promise<void>;
  record(bookingId: string): Promise<void>;
}

/**
 * What a kind declares on top of its registry entry (contract `bookingKinds`): its own rules against the
 * catalogue and today, and how its booking reads back. The pipeline (eligibility, the locked contact,
 * quota, payment, staff, cancel) is the same for every kind and lives here and in the booking core; the
 * optional hooks say where a kind's form differs (the airport kinds).
 */
export interface KindDeclaration<Payload extends KindPayload, Resource> {
  type: BookingType;
  /**
   * Its call family: the path (e.g. /api/booking/turf_enquiries), the docs' tag, the created message; the noun
   * names its operations in the document (none: no summaries), createdStatus defaults to 201.
   */
  http: { path: string; tag: string; noun?: string; submitted: string; createdStatus?: 200 | 201 };
  plan(payload: Payload, context: KindContext): KindPlan | KindRuleIssue[];
  toResource(booking: BookingRow): Resource | Promise<Resource>;
  /** A card whose holders this service sends to a partner instead (golf, spec 02 §4). */
  redirectOf?(card: CardProduct): string | null;
  /** 'editable': the form lets the cardholder change mobile and e-mail (the airport kinds); else they are locked to the user's. */
  contact?: 'locked' | 'editable';
  /**
   * How a refused card answers: checked before the rules (else after them), its message (else Invalid Bin),
   * and create's error (else INVALID_BIN on bin_used).
   */
  refusal?: {
    beforeRules?: boolean;
    message?(bin: string, catalogue: CatalogueSnapshot): string;
    error?(message: string): AppError;
  };
  /** One message for any broken rule (else the first issue's). */
  rulesMessage?: string;
  /** A second count the yearly allowance limits (concierge guests): its check_bin field, its year, how it is read. */
  tally?: { field: string; yearOf(payload: Payload, now: Date): number; read(userId: string, year: number): Promise<number> };
  /** Files the request brings, stored before the booking is made (a store that fails leaves no booking). */
  attach?(payload: Payload): Promise<KindAttachments>;
  /** What create answers as data (else the resource). */
  created?(booking: BookingRow): unknown;
  /** Staff (concierge, admin) may read any booking of the kind, to see its documents. */
  staffReads?: boolean;
  /** Its catalogue read, where its registry entry says its module answers it (`catalogueRows.ownRoute`). */
  catalogueRead?: KindCatalogueRead;
}

/**
 * A kind's own catalogue read (golf's courses by session type): GET at its registry `catalogue` path, the query
 * parsed by `querystring`, the answer built from the catalogue and kept serialised per catalogue version and query.
 */
export interface KindCatalogueRead<Query extends Record<string, string> = Record<string, string>> {
  querystring: z.ZodType<Query>;
  response: z.ZodType;
  answer(catalogue: CatalogueSnapshot, query: Query): unknown;
}

export interface KindDependencies {
  bookings: BookingService;
  registeredCard(cardholder: Cardholder, bin: string): Promise<CardProduct | undefined>;
  contactOf(cardholder: Cardholder): Promise<{ mobile: string; email: string | null }>;
  catalogue(): Promise<CatalogueSnapshot>;
  now?: () => Date;
}

export type KindCheckBin =
  | ({ status: 'success'; msg: string; bookings_count: BookingsCount } & Record<string, unknown>)
  | { status: 'redirect'; msg: string; redirect_url: string }
  | { status: 'error'; msg: string };

/** Issues as the one error shape's fields: each field's messages, in order. */
export const fieldErrors = (issues: KindRuleIssue[]) => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.field] ??= []).push(issue.message);
  return fields;
};

const isStaff = (reader: KindReader) => reader.role === 'concierge' || reader.role === 'admin';
const invalidBin = (message: string) => new AppError('INVALID_BIN', message, { bin_used: [message] });

/** check_bin, create and read for one kind: the one pipeline every kind on the golf pattern goes through. */
export function createKindService<Payload extends KindPayload, Resource>(
  declaration: KindDeclaration<Payload, Resource>,
  deps: KindDependencies,
) {
  const { type } = declaration;
  const now = deps.now ?? (() => new Date());

  /** One of the cardholder's registered cards, and one that includes this service. */
  async function cardFor(cardholder: Cardholder, bin: string) {
    const card = await deps.registeredCard(cardholder, bin);
    return card && yearlyAllowance(card, type) > 0 ? card : undefined;
  }

  const refusalOf = async (bin: string, catalogue?: CatalogueSnapshot) => {
    const message = declaration.refusal?.message;
    return message ? message(bin, catalogue ?? (await deps.catalogue())) : messages.invalidBinDialog;
  };
  const tallied = (userId: string, year: number) => declaration.tally?.read(userId, year) ?? 0;

  /** The owner's booking of this kind (or, where the kind lets staff read, anyone's to staff); else NOT_FOUND. */
  async function readable(reader: KindReader, id: string): Promise<BookingRow> {
    const booking =
      declaration.staffReads && isStaff(reader) ? await deps.bookings.find(id) : await deps.bookings.findOwned(reader.id, id, type);
    if (!booking || booking.type !== type) throw new AppError('NOT_FOUND');
    return booking;
  }

  return {
    kind: bookingKinds[type],

    async checkBin(cardholder: Cardholder, bin: string): Promise<KindCheckBin> {
      const card = await cardFor(cardholder, bin);
      if (!card) return { status: 'error', msg: await refusalOf(bin) };
      const redirect = declaration.redirectOf?.(card);
      if (redirect) return { status: 'redirect', msg: '', redirect_url: redirect };
      const [userId, year] = [idOf(cardholder), quotaYear(now())];
      const [bookings_count, tally] = await Promise.all([
        deps.bookings.bookingsCount(userId, card, type, year),
        declaration.tally && tallied(userId, year),
      ]);
      return { status: 'success', msg: '', bookings_count, ...(declaration.tally && { [declaration.tally.field]: tally }) };
    },

    /** The kind's rules, then one booking holding its quota units (refused when the year's allowance is used). */
    async create(cardholder: Cardholder, payload: Payload): Promise<unknown> {
      const at = now();
      const userId = idOf(cardholder);
      const locked = declaration.contact !== 'editable';
      // Independent reads, in parallel: on PostgreSQL each is its own round trip (none when the session carried them).
      const [contact, card, catalogue, tally] = await Promise.all([
        locked ? deps.contactOf(cardholder) : undefined,
        cardFor(cardholder, payload.bin_used),
        deps.catalogue(),
        declaration.tally && tallied(userId, declaration.tally.yearOf(payload, at)),
      ]);
      // Mobile and e-mail are locked to the signed-in user's in the form; the server holds the same line.
      if (contact && payload.mobile_number !== contact.mobile)
        throw new AppError('VALIDATION_FAILED', messages.mobileInvalid, { mobile_number: [messages.mobileInvalid] });
      if (contact?.email && payload.email.toLowerCase() !== contact.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', messages.emailInvalid, { email: [messages.emailInvalid] });
      }
      const refuseCard = async () => {
        if (card && !declaration.redirectOf?.(card)) return card;
        throw (declaration.refusal?.error ?? invalidBin)(await refusalOf(payload.bin_used, catalogue));
      };
      if (declaration.refusal?.beforeRules) await refuseCard();
      const plan = declaration.plan(payload, { now: at, catalogue, tallied: tally ?? 0 });
      if (Array.isArray(plan)) {
        const message = declaration.rulesMessage ?? plan[0]?.message ?? messages.requestInvalid;
        throw new AppError('VALIDATION_FAILED', message, fieldErrors(plan));
      }
      const eligible = await refuseCard();
      // Files first: a store that fails (S3 down, a wrong key) then leaves no booking without its documents.
      const attachments = await declaration.attach?.(payload);
      let booking: BookingRow;
      try {
        booking = await deps.bookings.create({
          userId,
          type,
          card: eligible,
          binUsed: payload.bin_used,
          units: plan.units,
          serviceAt: istInstant(plan.when),
          bookingDateTime: formatBookingDateTime(plan.when),
          city: plan.city,
          requestInfo: plan.requestInfo,
        });
      } catch (error) {
        await attachments?.undo();
        throw error;
      }
      await attachments?.record(booking.id);
      return declaration.created ? declaration.created(booking) : declaration.toResource(booking);
    },

    booking: readable,

    async find(reader: KindReader, id: string): Promise<Resource> {
      return declaration.toResource(await readable(reader, id));
    },
  };
}
export type KindService<Payload extends KindPayload, Resource> = ReturnType<typeof createKindService<Payload, Resource>>;

/** The resource shape of kinds after golf: `{ id, type, attributes }` with the place, the time and request_info. */
export const kindResource =
  <ResourceType extends string, Info>(resourceType: ResourceType) =>
  (booking: BookingRow) => ({
    id: booking.id,
    type: resourceType,
    attributes: {
      reference: booking.reference,
      status: booking.status,
      booking_date_time: booking.bookingDateTime,
      service_at: booking.serviceAt.toISOString(),
      city: booking.city ?? '',
      bin_used: booking.binUsed,
      amount: booking.feeRupees,
      request_info: booking.requestInfo as Info,
      created_at: booking.createdAt.toISOString(),
    },
  });
