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

/**
 * What a kind declares on top of its registry entry (contract `bookingKinds`): its own rules against the
 * catalogue and today, and how its booking reads back. The pipeline (eligibility, the locked contact,
 * quota, payment, staff, cancel) is the same for every kind and lives here and in the booking core.
 */
export interface KindDeclaration<Payload extends KindPayload, Resource> {
  type: BookingType;
  /** Its call family: the path (e.g. /api/booking/turf_enquiries), the docs' tag and noun, the created message. */
  http: { path: string; tag: string; noun: string; submitted: string };
  plan(payload: Payload, context: { now: Date; catalogue: CatalogueSnapshot }): KindPlan | KindRuleIssue[];
  toResource(booking: BookingRow): Resource;
  /** A card whose holders this service sends to a partner instead (golf, spec 02 §4). */
  redirectOf?(card: CardProduct): string | null;
}

export interface KindDependencies {
  bookings: BookingService;
  registeredCard(cardholder: Cardholder, bin: string): Promise<CardProduct | undefined>;
  contactOf(cardholder: Cardholder): Promise<{ mobile: string; email: string | null }>;
  catalogue(): Promise<CatalogueSnapshot>;
  now?: () => Date;
}

export type KindCheckBin =
  | { status: 'success'; msg: string; bookings_count: BookingsCount }
  | { status: 'redirect'; msg: string; redirect_url: string }
  | { status: 'error'; msg: string };

const fieldErrors = (issues: KindRuleIssue[]) => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.field] ??= []).push(issue.message);
  return fields;
};

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

  return {
    kind: bookingKinds[type],

    async checkBin(cardholder: Cardholder, bin: string): Promise<KindCheckBin> {
      const card = await cardFor(cardholder, bin);
      if (!card) return { status: 'error', msg: messages.invalidBinDialog };
      const redirect = declaration.redirectOf?.(card);
      if (redirect) return { status: 'redirect', msg: '', redirect_url: redirect };
      return {
        status: 'success',
        msg: '',
        bookings_count: await deps.bookings.bookingsCount(idOf(cardholder), card, type, quotaYear(now())),
      };
    },

    /** The kind's rules, then one booking holding its quota units (refused when the year's allowance is used). */
    async create(cardholder: Cardholder, payload: Payload): Promise<Resource> {
      const at = now();
      // Independent reads, in parallel: on PostgreSQL each is its own round trip (none when the session carried them).
      const [contact, card, catalogue] = await Promise.all([
        deps.contactOf(cardholder),
        cardFor(cardholder, payload.bin_used),
        deps.catalogue(),
      ]);
      // Mobile and e-mail are locked to the signed-in user's in the form; the server holds the same line.
      if (payload.mobile_number !== contact.mobile)
        throw new AppError('VALIDATION_FAILED', messages.mobileInvalid, { mobile_number: [messages.mobileInvalid] });
      if (contact.email && payload.email.toLowerCase() !== contact.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', messages.emailInvalid, { email: [messages.emailInvalid] });
      }
      const plan = declaration.plan(payload, { now: at, catalogue });
      if (Array.isArray(plan)) throw new AppError('VALIDATION_FAILED', plan[0]?.message ?? messages.requestInvalid, fieldErrors(plan));
      if (!card || declaration.redirectOf?.(card))
        throw new AppError('INVALID_BIN', messages.invalidBinDialog, { bin_used: [messages.invalidBinDialog] });
      const booking = await deps.bookings.create({
        userId: idOf(cardholder),
        type,
        card,
        binUsed: payload.bin_used,
        units: plan.units,
        serviceAt: istInstant(plan.when),
        bookingDateTime: formatBookingDateTime(plan.when),
        city: plan.city,
        requestInfo: plan.requestInfo,
      });
      return declaration.toResource(booking);
    },

    async find(userId: string, id: string): Promise<Resource> {
      return declaration.toResource(await deps.bookings.findOwned(userId, id, type));
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
