import { randomBytes } from 'node:crypto';
import {
  bookingKinds,
  isId,
  availedStatuses,
  quotaYear,
  messages,
  nextStatus,
  quotaHoldingStatuses,
  type BookingActor,
  type BookingEvent,
  type BookingStatus,
  type BookingsCount,
  type BookingType,
  type CardProduct,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repository from './repository.ts';

export type { BookingRow } from './repository.ts';

/** How many units a card gives per year of a kind (the registry names the catalogue benefit). */
export const yearlyAllowance = (card: CardProduct, type: BookingType): number => card.benefits[bookingKinds[type].allowance];

// No 0/O or 1/I: a reference is read out over the phone.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(type: BookingType): string {
  const bytes = randomBytes(8);
  return `${bookingKinds[type].referencePrefix}-${Array.from(bytes, (b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`;
}

const initialStatus: BookingStatus = 'pending_payment';
const quotaKey = (userId: string, cardProductId: string, type: BookingType, year: number) =>
  `quota:${userId}:${cardProductId}:${type}:${year}`;

export interface CreateBookingInput {
  userId: string;
  type: BookingType;
  card: CardProduct;
  binUsed: string;
  units: number;
  serviceAt: Date;
  bookingDateTime: string;
  city?: string | null;
  requestInfo: Record<string, unknown>;
}

/** A status change, handed to listeners inside the transaction that makes it. */
export interface BookingChange {
  booking: repository.BookingRow;
  from: BookingStatus;
  to: BookingStatus;
  event: BookingEvent;
  actor: { type: BookingActor; id?: string };
  note?: string;
}
/**
 * Other modules react to changes here (payments queue a refund, notifications queue a message) without
 * the booking core knowing them. Listeners run in the change's transaction: enqueue jobs, never call out.
 */
export type TransitionListener = (change: BookingChange, tx: Database) => Promise<void>;
/**
 * Columns a module sets together with a status change (ops: the answer-by deadline on payment), written
 * by the same UPDATE instead of a second one. `booking` is the row before the change.
 */
export type TransitionFields = (change: BookingChange) => Partial<repository.NewBooking> | undefined;

/** A booking's uploaded documents (tickets, passports), as links staff and the owner can open. */
export interface BookingDocument {
  name: string;
  url: string;
}
export type DocumentSource = (booking: repository.BookingRow) => Promise<BookingDocument[]>;

export function createBookingService(db: Database) {
  const listeners: TransitionListener[] = [];
  const fieldHooks: TransitionFields[] = [];
  const documentSources = new Map<BookingType, DocumentSource>();
  async function bookingsCount(
    userId: string,
    card: CardProduct,
    type: BookingType,
    year: number,
    tx: Database = db,
  ): Promise<BookingsCount> {
    const eligibility = yearlyAllowance(card, type);
    const { held, availed } = await repository.sumUnits(tx, {
      userId,
      cardProductId: card.id,
      type,
      year,
      held: quotaHoldingStatuses,
      availed: availedStatuses,
    });
    return { eligibility_count: eligibility, availed, pending: Math.max(0, eligibility - held) };
  }

  return {
    bookingsCount,
    onTransition(listener: TransitionListener) {
      listeners.push(listener);
    },
    withTransitionFields(hook: TransitionFields) {
      fieldHooks.push(hook);
    },
    /** The service that stores a booking type's uploads says how to list them (the ops console shows them). */
    registerDocumentSource(type: BookingType, source: DocumentSource) {
      documentSources.set(type, source);
    },
    documents: (booking: repository.BookingRow) => documentSources.get(booking.type)?.(booking) ?? Promise.resolve([]),

    /**
     * Creates a booking in pending_payment and holds its quota units, in one statement under a lock per
     * cardholder, card, service and year: of many concurrent requests for the last unit, one wins.
     */
    async create(input: CreateBookingInput) {
      const year = quotaYear(input.serviceAt);
      const allowance = yearlyAllowance(input.card, input.type);
      const refusal = () => new AppError('QUOTA_EXHAUSTED', allowance === 0 ? messages.invalidBinDialog : messages.eligibilityLimitOver);
      if (input.units > allowance) throw refusal();
      const booking = await repository.insertWithinQuota(
        db,
        { lockKey: quotaKey(input.userId, input.card.id, input.type, year), holdingStatuses: quotaHoldingStatuses, allowance },
        {
          reference: newReference(input.type),
          userId: input.userId,
          type: input.type,
          status: initialStatus,
          binUsed: input.binUsed,
          cardProductId: input.card.id,
          feeRupees: bookingKinds[input.type].feeRupees,
          quotaUnits: input.units,
          quotaYear: year,
          city: input.city ?? null,
          serviceAt: input.serviceAt,
          bookingDateTime: input.bookingDateTime,
          requestInfo: input.requestInfo,
        },
        { event: 'create', actorType: 'cardholder', actorId: input.userId },
      );
      if (!booking) throw refusal();
      return booking;
    },

    /** A booking of this user (404 for anyone else's: never confirm another's booking exists). */
    async findOwned(userId: string, id: string, type?: BookingType) {
      const booking = isId(id) ? await repository.findBooking(db, id) : undefined;
      if (!booking || booking.userId !== userId || (type && booking.type !== type)) throw new AppError('NOT_FOUND');
      return booking;
    },

    find: (id: string) => (isId(id) ? repository.findBooking(db, id) : Promise.resolve(undefined)),
    listOfUser: (userId: string, type?: BookingType) => repository.listBookingsOfUser(db, userId, type),
    history: (bookingId: string) => repository.listTransitions(db, bookingId),

    /**
     * Fires one event of the state machine. Refused (409) when the machine does not allow it from the
     * booking's current status; a concurrent change is refused the same way, so nothing happens twice.
     * `current`: the booking as the caller just read it, so it is not read again; the UPDATE still
     * requires its status, and if the booking changed meanwhile it is re-read and judged afresh.
     */
    async transition(
      bookingId: string,
      event: BookingEvent,
      actor: { type: BookingActor; id?: string },
      options: { note?: string; extra?: Partial<repository.NewBooking>; tx?: Database; current?: repository.BookingRow } = {},
    ) {
      /** Undefined when the booking is no longer in `booking.status` (changed since it was read). */
      const attempt = async (t: Database, booking: repository.BookingRow): Promise<BookingChange | undefined> => {
        const to = nextStatus(booking.status, event, actor.type);
        if (!to)
          throw new AppError('INVALID_TRANSITION', `This booking is ${booking.status.replace('_', ' ')} and cannot be changed that way.`);
        const change = { booking, from: booking.status, to, event, actor, note: options.note };
        const fields = Object.assign({}, ...fieldHooks.map((hook) => hook(change)), options.extra) as Partial<repository.NewBooking>;
        const updated = await repository.updateStatus(t, bookingId, booking.status, to, fields);
        return updated && { ...change, booking: updated };
      };
      const run = async (t: Database) => {
        const { current } = options;
        let change = current && nextStatus(current.status, event, actor.type) ? await attempt(t, current) : undefined;
        if (!change) {
          const booking = await repository.findBooking(t, bookingId);
          if (!booking) throw new AppError('NOT_FOUND');
          change = await attempt(t, booking);
        }
        if (!change) throw new AppError('INVALID_TRANSITION', 'This booking was changed at the same time. Please reload it.');
        await repository.insertTransition(t, {
          bookingId,
          fromStatus: change.from,
          toStatus: change.to,
          event,
          actorType: actor.type,
          actorId: actor.id ?? null,
          note: options.note ?? null,
        });
        for (const listener of listeners) await listener(change, t);
        return change.booking;
      };
      return options.tx ? run(options.tx) : db.transaction((tx) => run(tx as unknown as Database));
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
