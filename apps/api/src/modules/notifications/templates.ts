import { bookingKinds, istFormat, statusWords, type BookingStatus, type BookingType, type ClientConfig } from '@portal/contract';
import { bookingCalendar, detailLines, type CalendarBooking } from '../../gateways/calendar/booking-calendar.ts';
import type { EmailAttachment } from '../../gateways/email/email-gateway.ts';

/** Every message the portal sends a cardholder, in one place. */
export const notificationTemplates = ['request_received', 'confirmed', 'declined', 'cancelled', 'reminder'] as const;
export type NotificationTemplate = (typeof notificationTemplates)[number];

/**
 * The status each message announces, in the words of the badge and the calendar file (status-words.ts). Fixed by
 * the message, not read from the row: a request's SMS sent after staff confirmed it still says what it is about.
 */
export const templateStatus: Record<NotificationTemplate, BookingStatus> = {
  request_received: 'requested',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  reminder: 'confirmed',
};

export interface TemplateBooking extends CalendarBooking {
  type: BookingType;
  bookingDateTime: string;
  feeRupees: number;
  answerBy: Date | null;
}
export interface TemplateContext {
  booking: TemplateBooking;
  client: ClientConfig;
  name: string | null;
  declineReason?: string;
  now: Date;
}
export interface RenderedMessage {
  subject: string;
  sms: string;
  email: string;
  attachments: EmailAttachment[];
}

const indiaTime = (d: Date) =>
  istFormat(d, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A confirmation's details on one SMS line; none (a kind whose staff entered nothing) leaves no empty sentence. */
const smsDetails = (details: string[]) => (details.length ? ` ${details.join('; ')}.` : '');

/** The .ics attached to a confirmation or a cancellation: byte for byte the bookings list's download. */
export function calendarFile(booking: TemplateBooking, client: ClientConfig): EmailAttachment {
  const file = bookingCalendar(booking, client);
  return { filename: file.filename, contentType: `text/calendar; charset=utf-8; method=${file.method}`, content: file.content };
}

export function renderNotification(template: NotificationTemplate, ctx: TemplateContext): RenderedMessage {
  const { booking, client } = ctx;
  const service = bookingKinds[booking.type].serviceName;
  const status = statusWords(templateStatus[template]).label;
  const statusLine = `Status: ${status}`;
  const greeting = `Dear ${ctx.name ?? 'Cardholder'},`;
  const signOff = `For help, call ${client.helpline}.\n${client.programme_name}, ${client.bank_name}`;
  const head = `${client.programme_name}: your ${service} booking ${booking.reference} for ${booking.bookingDateTime}`;
  const email = (subject: string, lines: string[], attachments: EmailAttachment[] = []): RenderedMessage => ({
    subject,
    sms: '',
    email: [greeting, '', ...lines, '', statusLine, '', signOff].join('\n'),
    attachments,
  });

  switch (template) {
    case 'request_received': {
      const by = booking.answerBy ? ` We will confirm by ${indiaTime(booking.answerBy)}.` : '';
      return {
        ...email(`We have your ${service} request ${booking.reference}`, [
          `We have received your ${service} request ${booking.reference} for ${booking.bookingDateTime}, and your authentication fee of Rs.${booking.feeRupees} is paid.`,
          `The provider is checking availability.${by}`,
        ]),
        sms: `${head} is received and the fee of Rs.${booking.feeRupees} is paid.${by} ${statusLine}. Helpline ${client.helpline}`,
      };
    }
    case 'confirmed': {
      const details = detailLines(booking.type, booking.confirmationDetails);
      return {
        ...email(
          `${status}: your ${service} booking ${booking.reference}`,
          [
            `Your ${service} booking ${booking.reference} for ${booking.bookingDateTime} is confirmed.`,
            '',
            ...details,
            '',
            'The calendar invitation is attached.',
          ],
          [calendarFile(booking, client)],
        ),
        sms: `${head} is confirmed.${smsDetails(details)} ${statusLine}. Helpline ${client.helpline}`,
      };
    }
    case 'declined': {
      const reason = ctx.declineReason ? ` Reason: ${ctx.declineReason}` : '';
      return {
        ...email(`We could not confirm your ${service} booking ${booking.reference}`, [
          `We are sorry: the provider could not confirm your ${service} booking ${booking.reference} for ${booking.bookingDateTime}.${reason}`,
          `Your authentication fee of Rs.${booking.feeRupees} will be refunded to your card, and the booking no longer counts against your benefit.`,
        ]),
        sms: `${head} could not be confirmed.${reason} Your fee of Rs.${booking.feeRupees} will be refunded. ${statusLine}. Helpline ${client.helpline}`,
      };
    }
    case 'cancelled':
      return {
        ...email(
          `${status}: your ${service} booking ${booking.reference}`,
          [
            `Your ${service} booking ${booking.reference} for ${booking.bookingDateTime} is cancelled.`,
            `Your authentication fee of Rs.${booking.feeRupees} will be refunded to your card.`,
            // A confirmed booking was sent a calendar invitation: this one takes it off the calendar.
          ],
          booking.confirmationDetails ? [calendarFile(booking, client)] : [],
        ),
        sms: `${head} is cancelled. Your fee of Rs.${booking.feeRupees} will be refunded. ${statusLine}. Helpline ${client.helpline}`,
      };
    case 'reminder': {
      const details = detailLines(booking.type, booking.confirmationDetails);
      return {
        ...email(`Tomorrow: your ${service} booking ${booking.reference}`, [
          `A reminder: your ${service} booking ${booking.reference} is on ${booking.bookingDateTime}.`,
          '',
          ...details,
        ]),
        sms: `Reminder: ${head}.${smsDetails(details)} ${statusLine}. Helpline ${client.helpline}`,
      };
    }
  }
}
