import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { cardholderPayload } from '../test/cardholder.ts';
import { golfPlayChoiceMessages } from '../test/golf-play.ts';
import { golfEnquiryPayloadSchema, golfLearnFormSchema, golfPlayFormSchema } from './golf-enquiry.ts';
import { firstGolfDate, golfHours, isCourseClosedOn, isGolfDateSelectable, isGolfTime } from './golf-rules.ts';

// 2026-11-21 23:00 UTC is already 22 November in India.
const now = new Date('2026-11-21T23:00:00Z');

describe('golf rules', () => {
  it('offers hourly times from 6:00 AM to 8:00 PM only', () => {
    expect(golfHours).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(isGolfTime(6, 0)).toBe(true);
    expect(isGolfTime(20, 0)).toBe(true);
    expect(isGolfTime(5, 0)).toBe(false);
    expect(isGolfTime(21, 0)).toBe(false);
    expect(isGolfTime(7, 30)).toBe(false);
  });

  it('accepts dates later than today plus 4 days, in India time', () => {
    expect(isGolfDateSelectable('2026-11-26', now)).toBe(false);
    expect(isGolfDateSelectable('2026-11-27', now)).toBe(true);
    expect(firstGolfDate(now)).toBe('2026-11-27');
  });

  it('closes a course on and before its closed_until date', () => {
    expect(isCourseClosedOn({ closed_until: '2020-03-31' }, '2020-03-31')).toBe(true);
    expect(isCourseClosedOn({ closed_until: '2020-03-31' }, '2020-04-01')).toBe(false);
    expect(isCourseClosedOn({ closed_until: null }, '2020-01-01')).toBe(false);
  });
});

const emptyForm = {
  first_name: '',
  last_name: '',
  mobile_number: '',
  email: '',
  bin_used: '',
  golf_course_id: '',
  booking_date: '',
  booking_time: '',
  agree_terms: false,
  contact_info: false,
  guest_name: '',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('golf forms', () => {
  it('gives every §5 message for an empty play form', () => {
    const result = golfPlayFormSchema.safeParse({ ...emptyForm, club_member_name: '', user_type: undefined });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        messages.firstNameRequired,
        messages.lastNameRequired,
        messages.mobileRequired,
        messages.golfEmailRequired,
        ...golfPlayChoiceMessages,
      ]),
    );
  });

  it('does not require the contact consent in the learn form, but a guest name when booking for someone else', () => {
    const valid = {
      ...emptyForm,
      first_name: 'Asha',
      last_name: 'Rao',
      mobile_number: '9876543210',
      email: 'asha@example.in',
      bin_used: '41000001',
      user_type: 'lady',
      golf_course_id: 'GC002',
      booking_date: '2026-12-01',
      booking_time: '7',
      agree_terms: true,
      booking_for: 'Self',
    };
    expect(golfLearnFormSchema.safeParse(valid).success).toBe(true);
    expect(messagesOf(golfLearnFormSchema.safeParse({ ...valid, booking_for: 'other' }))).toEqual([messages.guestNameRequired]);
  });

  it('checks mobile and e-mail formats', () => {
    const result = golfPlayFormSchema.safeParse({ ...emptyForm, mobile_number: '98765', email: 'asha@', club_member_name: '' });
    expect(messagesOf(result)).toEqual(expect.arrayContaining([messages.mobileInvalid, messages.emailInvalid]));
  });

  it('refuses a payload without the terms or with a malformed booking_date_time', () => {
    const result = golfEnquiryPayloadSchema.safeParse({
      ...cardholderPayload,
      golf_course: 'DLF',
      golf_course_id: 'GC002',
      booking_type: 'play',
      booking_date_time: '2026-12-01 07:00',
      user_type: 'lady',
      contact_info: true,
      agree_terms: false,
    });
    expect(messagesOf(result)).toEqual([messages.bookingDateRequired, messages.acceptOurConditions]);
  });
});
