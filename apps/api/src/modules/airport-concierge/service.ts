import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  isId,
  conciergeRuleIssues,
  conciergeSentFieldsSchema,
  formatBookingDateTime,
  quotaYear,
  istInstant,
  messages,
  quotaHoldingStatuses,
  requestFromSentFields,
  serverFieldOf,
  type BookingsCount,
  type CardProduct,
  type ConciergeAirport,
  type ConciergeCheckBinResponse,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { StagedFile, FileStore } from '../../gateways/file-store/file-store.ts';
import type { SniffedType } from '../../gateways/file-store/sniff.ts';
import { AppError } from '../../lib/app-error.ts';
import { idOf, type Cardholder } from '../../lib/cardholder.ts';
import * as repository from './repository.ts';
import type { CatalogueSnapshot } from '../catalogue/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { BookingService } from '../bookings/index.ts';

const TYPE = 'AirportVipPrivilege' as const;

export interface ReceivedFile {
  staged: StagedFile;
  originalName: string;
  type: SniffedType;
}
type BookingRow = Awaited<ReturnType<BookingService['create']>>;
export type Actor = Pick<NonNullable<FastifyRequest['user']>, 'id' | 'role'>;

const isStaff = (actor: Actor) => actor.role === 'concierge' || actor.role === 'admin';
export const airportDisplayName = (a: ConciergeAirport) => `${a.airport} - ${a.terminals.join(', ')}`;

/** Stores every staged file, or none: a failure removes the ones already stored. */
async function commitAll(files: ReceivedFile[], store: FileStore): Promise<string[]> {
  const results = await Promise.allSettled(files.map((file) => file.staged.commit()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<string>).value);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? store.remove(r.value) : undefined)));
  throw failed.reason;
}

export function createConciergeService(deps: {
  db: Database;
  bookings: BookingService;
  catalogue: () => Promise<CatalogueSnapshot>;
  registeredCard: IdentityService['registeredCard'];
  files: FileStore;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** One of the user's registered cards, giving concierge sessions. */
  async function conciergeCard(cardholder: Cardholder, bin: string): Promise<CardProduct | undefined> {
    const card = await deps.registeredCard(cardholder, bin);
    return card && card.benefits.airport_concierge_sessions_per_year > 0 ? card : undefined;
  }

  const bookedGuests = (userId: string, year: number) => repository.sumGuests(deps.db, userId, year, quotaHoldingStatuses);

  return {
    async checkBin(cardholder: Cardholder, bin: string): Promise<ConciergeCheckBinResponse> {
      const userId = idOf(cardholder);
      const card = await conciergeCard(cardholder, bin);
      if (!card) return { status: 'error', msg: messages.invalidBinDialog };
      const year = quotaYear(now());
      const [bookings_count, guests_booked]: [BookingsCount, number] = await Promise.all([
        deps.bookings.bookingsCount(userId, card, TYPE, year),
        bookedGuests(userId, year),
      ]);
      return { status: 'success', msg: '', bookings_count, guests_booked };
    },

    /** Every §5 rule again, then the booking (quota held exactly), then the files under their final names. */
    async create(cardholder: Cardholder, rawFields: Record<string, string>, files: ReceivedFile[]): Promise<BookingRow> {
      const userId = idOf(cardholder);
      const parsed = conciergeSentFieldsSchema.safeParse(rawFields);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        // Zod's own wording is not ours: each field says requestInvalid, or that it holds a control character.
        for (const issue of parsed.error.issues) {
          (fields[String(issue.path[0] ?? '_')] ??= []).push(
            issue.message === messages.textControlCharacters ? issue.message : messages.requestInvalid,
          );
        }
        throw new AppError('VALIDATION_FAILED', messages.requestInvalid, fields);
      }
      const sent = parsed.data;
      const request = requestFromSentFields(
        sent,
        files.map((f) => `upload.${f.type.extension}`),
      );
      const at = now();
      const year = quotaYear(request.booking_date || at);
      // Independent reads, in parallel: on PostgreSQL each is its own round trip.
      const [card, { conciergeAirports }, guests] = await Promise.all([
        conciergeCard(cardholder, sent.bin_used),
        deps.catalogue(),
        bookedGuests(userId, year),
      ]);
      if (!card) throw new AppError('NOT_ELIGIBLE', messages.invalidBinDialog);

      const issues = conciergeRuleIssues(request, { now: at, airports: conciergeAirports, bookedGuests: guests });
      if (issues.length > 0) {
        const fields: Record<string, string[]> = {};
        for (const issue of issues) (fields[serverFieldOf(issue.field)] ??= []).push(issue.message);
        throw new AppError('VALIDATION_FAILED', messages.requestInvalid, fields);
      }

      const airport = conciergeAirports.find((a) => a.id === request.airport)!;
      const when = { date: request.booking_date, hour: request.booking_hour!, minute: request.booking_minute! };
      // Files first: a store that fails (S3 down, a wrong key) then leaves no booking holding a visit without its tickets.
      const storedNames = await commitAll(files, deps.files);
      let booking: BookingRow;
      try {
        booking = await deps.bookings.create({
          userId,
          type: TYPE,
          card,
          binUsed: sent.bin_used,
          units: 1 + request.guest_count, // each guest visit counts as one visit (spec 02 §2)
          serviceAt: istInstant(when),
          bookingDateTime: formatBookingDateTime(when),
          city: airport.city,
          requestInfo: {
            airport: airportDisplayName(airport),
            airport_id: airport.id,
            city: airport.city,
            travel_sector: request.travel_sector,
            assistance_type: request.assistance_type,
            first_name: request.first_name.trim(),
            last_name: request.last_name.trim(),
            email: request.email.trim(),
            mobile_number: request.mobile_number,
            booking_for_guest: request.booking_for_guest,
            guest_count: request.guest_count,
            guests: request.guests,
            passport: request.passport.trim(),
            agree_terms: true,
            contact_info: true,
          },
        });
      } catch (error) {
        await Promise.all(storedNames.map((name) => deps.files.remove(name)));
        throw error;
      }
      const rows: repository.NewUpload[] = files.map((file, n) => ({
        bookingId: booking.id,
        kind: 'ticket',
        storedName: storedNames[n]!,
        originalName: file.originalName.slice(0, 200),
        contentType: file.type.contentType,
        size: file.staged.size,
      }));
      await repository.insertUploads(deps.db, rows);
      return booking;
    },

    /** The owner's enquiry; staff (concierge, admin) may read any, to see its documents. */
    async detail(actor: Actor, id: string) {
      const found = isStaff(actor) ? await deps.bookings.find(id) : await deps.bookings.findOwned(actor.id, id, TYPE);
      if (!found || found.type !== TYPE) throw new AppError('NOT_FOUND');
      const booking = found;
      const uploads = await repository.listUploads(deps.db, [booking.id]);
      return { booking, uploads };
    },

    /** A stored file, to its owner and to staff only; anyone else is told it does not exist. */
    async download(actor: Actor, bookingId: string, uploadId: string): Promise<{ upload: repository.UploadRow; stream: Readable }> {
      const booking = isStaff(actor)
        ? await deps.bookings.find(bookingId)
        : await deps.bookings.findOwned(actor.id, bookingId, TYPE).catch(() => undefined);
      if (!booking || booking.type !== TYPE || !isId(uploadId)) throw new AppError('NOT_FOUND');
      const upload = await repository.findUpload(deps.db, booking.id, uploadId);
      if (!upload) throw new AppError('NOT_FOUND');
      return { upload, stream: await deps.files.open(upload.storedName) };
    },
  };
}
export type ConciergeService = ReturnType<typeof createConciergeService>;
