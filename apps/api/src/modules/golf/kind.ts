import {
  bookingKinds,
  courseOffers,
  isCourseClosedOn,
  isGolfDateSelectable,
  isGolfTime,
  messages,
  parseBookingDateTime,
  type GolfEnquiryPayload,
  type GolfEnquiryResource,
  type GolfRequestInfo,
} from '@portal/contract';
import type { KindDeclaration } from '../bookings/index.ts';
import { golfCourseLists } from './course-lists.ts';

const refuse = (field: string, message: string) => [{ field, message }];

/** Golf games and lessons (spec 02 §3-§5) as a kind: its rules, in the spec's order, and its resource. */
export const golfKind: KindDeclaration<GolfEnquiryPayload, GolfEnquiryResource> = {
  type: 'GolfEnquiry',
  http: { path: `/api${bookingKinds.GolfEnquiry.api}`, tag: 'golf', noun: 'golf enquiry', submitted: messages.golfEnquirySubmitted },
  redirectOf: (card) => card.golf_partner_redirect,
  catalogueRead: golfCourseLists,

  plan(payload, { now, catalogue }) {
    const when = parseBookingDateTime(payload.booking_date_time)!;
    if (!isGolfDateSelectable(when.date, now)) return refuse('booking_date_time', messages.bookingDateRequired);
    if (!isGolfTime(when.hour, when.minute)) return refuse('booking_date_time', messages.bookingTimeRequired);
    const course = catalogue.rows.GolfEnquiry.find((c) => c.external_id === payload.golf_course_id);
    if (!course || !courseOffers(course, payload.booking_type)) return refuse('golf_course_id', messages.golfCourseRequired);
    if (isCourseClosedOn(course, when.date)) return refuse('golf_course_id', messages.golfCourseClosed);
    const requestInfo: GolfRequestInfo = {
      golf_course: course.gc_name,
      golf_course_id: course.external_id,
      city: course.city,
      booking_type: payload.booking_type,
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      mobile_number: payload.mobile_number,
      user_type: payload.user_type,
      booking_for: payload.booking_for,
      guest_name: payload.guest_name,
      club_member_name: payload.booking_type === 'play' ? payload.club_member_name : '',
      contact_info: payload.contact_info,
      agree_terms: payload.agree_terms,
    };
    return { when, city: course.city, units: 1, requestInfo };
  },

  toResource(booking) {
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
  },
};
