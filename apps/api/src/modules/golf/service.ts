import {
  courseOffers, formatBookingDateTime, isCourseClosedOn, isGolfDateSelectable, isGolfTime, quotaYear, istInstant,
  messages, parseBookingDateTime,
  type CardProduct, type GolfCheckBinResponse, type GolfEnquiryPayload, type GolfEnquiryResource, type GolfRequestInfo,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { idOf, type Cardholder } from '../../lib/cardholder.ts';
import * as repository from './repository.ts';

type BookingRow = Awaited<ReturnType<FastifyInstance['bookings']['findOwned']>>;

export function createGolfService(app: FastifyInstance) {
  /** The bin must be one of the user's registered cards, and that card must give golf rounds. */
  async function golfCardOf(user: Cardholder, bin: string): Promise<CardProduct | undefined> {
    const card = await app.identity.registeredCard(user, bin);
    return card && card.benefits.golf_rounds_per_year > 0 ? card : undefined;
  }

  async function contactOf(cardholder: Cardholder) {
    if (typeof cardholder !== 'string') return cardholder;
    const user = await repository.findUserContact(app.db, cardholder);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  function toResource(booking: BookingRow): GolfEnquiryResource {
    const info = booking.requestInfo as GolfRequestInfo;
    return {
      id: booking.id,
      type: 'golf_enquiry',
      attributes: {
        reference: booking.reference,
        status: booking.status,
        booking_type: info.booking_type,
        booking_date_time: booking.bookingDateTime,
        bin_used: booking.binUsed,
        amount: booking.feeRupees,
        request_info: info,
        created_at: booking.createdAt.toISOString(),
      },
    };
  }

  return {
    async checkBin(cardholder: Cardholder, bin: string, now = new Date()): Promise<GolfCheckBinResponse> {
      const userId = idOf(cardholder);
      const card = await golfCardOf(cardholder, bin);
      if (!card) return { status: 'error', msg: messages.invalidBinDialog };
      if (card.golf_partner_redirect) return { status: 'redirect', msg: '', redirect_url: card.golf_partner_redirect };
      const year = quotaYear(now);
      return { status: 'success', msg: '', bookings_count: await app.bookings.bookingsCount(userId, card, 'GolfEnquiry', year) };
    },

    async create(cardholder: Cardholder, payload: GolfEnquiryPayload, now = new Date()): Promise<GolfEnquiryResource> {
      const userId = idOf(cardholder);
      // Independent reads, in parallel: on PostgreSQL each is its own round trip (none when the session carried them).
      const [user, card] = await Promise.all([contactOf(cardholder), golfCardOf(cardholder, payload.bin_used)]);
      // Mobile and e-mail are locked to the signed-in user's in the form; the server holds the same line.
      if (payload.mobile_number !== user.mobile) throw new AppError('VALIDATION_FAILED', messages.mobileInvalid, { mobile_number: [messages.mobileInvalid] });
      if (user.email && payload.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', messages.emailInvalid, { email: [messages.emailInvalid] });
      }

      const when = parseBookingDateTime(payload.booking_date_time)!;
      if (!isGolfDateSelectable(when.date, now)) {
        throw new AppError('VALIDATION_FAILED', messages.bookingDateRequired, { booking_date_time: [messages.bookingDateRequired] });
      }
      if (!isGolfTime(when.hour, when.minute)) {
        throw new AppError('VALIDATION_FAILED', messages.bookingTimeRequired, { booking_date_time: [messages.bookingTimeRequired] });
      }

      const { golfCourses } = await app.catalogue.current();
      const course = golfCourses.find((c) => c.external_id === payload.golf_course_id);
      if (!course || !courseOffers(course, payload.booking_type)) {
        throw new AppError('VALIDATION_FAILED', messages.golfCourseRequired, { golf_course_id: [messages.golfCourseRequired] });
      }
      if (isCourseClosedOn(course, when.date)) {
        throw new AppError('VALIDATION_FAILED', messages.golfCourseClosed, { golf_course_id: [messages.golfCourseClosed] });
      }

      if (!card || card.golf_partner_redirect) throw new AppError('INVALID_BIN', messages.invalidBinDialog, { bin_used: [messages.invalidBinDialog] });

      const requestInfo: GolfRequestInfo = {
        golf_course: course.gc_name, golf_course_id: course.external_id, city: course.city, booking_type: payload.booking_type,
        first_name: payload.first_name, last_name: payload.last_name, email: payload.email, mobile_number: payload.mobile_number,
        user_type: payload.user_type, booking_for: payload.booking_for, guest_name: payload.guest_name,
        club_member_name: payload.booking_type === 'play' ? payload.club_member_name : '',
        contact_info: payload.contact_info, agree_terms: payload.agree_terms,
      };
      const booking = await app.bookings.create({
        userId, type: 'GolfEnquiry', card, binUsed: payload.bin_used, units: 1, serviceAt: istInstant(when),
        bookingDateTime: formatBookingDateTime(when), city: course.city, requestInfo,
      });
      return toResource(booking);
    },

    async find(userId: string, id: string): Promise<GolfEnquiryResource> {
      return toResource(await app.bookings.findOwned(userId, id, 'GolfEnquiry'));
    },
  };
}
export type GolfService = ReturnType<typeof createGolfService>;
