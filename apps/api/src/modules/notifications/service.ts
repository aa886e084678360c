import { mobileSchema, type ClientConfig } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { EmailAttachment, EmailGateway } from '../../gateways/email/email-gateway.ts';
import type { BookingChange, BookingReads } from '../bookings/index.ts';
import type { JobService } from '../jobs/index.ts';
import * as repository from './repository.ts';
import type { SmsGateway } from '../../gateways/sms/index.ts';
import { notificationTemplates, renderNotification, type NotificationTemplate } from './templates.ts';
import { renderReceipt, type Receipt } from './receipts.ts';

export const NOTIFICATION_JOB = 'notification.send';
/** A payment's receipt (receipts.ts): one job per channel, as a booking's messages. */
export const RECEIPT_JOB = 'notification.receipt';
const channels = ['sms', 'email'] as const;
type Channel = (typeof channels)[number];
const HOUR_MS = 3_600_000;
export const REMINDER_HOURS_BEFORE = 24;

/** The job's dedupe key and the delivery's key: one message per booking, template and channel, ever. */
export const messageKey = (bookingId: string, template: NotificationTemplate, channel: Channel) =>
  `notify:${bookingId}:${template}:${channel}`;

const templateOnEvent: Partial<Record<BookingChange['event'], NotificationTemplate>> = {
  pay: 'request_received',
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
};

export interface NotificationDeps {
  db: Database;
  /** The booking with its cardholder's contact, and a decline's reason. */
  bookings: Pick<BookingReads, 'findWithCardholder' | 'lastNote'>;
  jobs: Pick<JobService, 'enqueueMany'>;
  sms: Pick<SmsGateway, 'send'>;
  email: EmailGateway;
  client: () => Promise<ClientConfig>;
  /** A cardholder's name and contact (identity's directory): where a receipt goes. */
  contactOf: (userId: string) => Promise<{ name: string | null; email: string | null; mobile: string } | undefined>;
}

/** What a paying module hands over: its payment's own key (one receipt per key, ever), whose it is, and what it was. */
export interface ReceiptRequest {
  key: string;
  userId: string;
  receipt: Receipt;
}

export function createNotificationService(deps: NotificationDeps) {
  // One job per channel, both in one INSERT.
  const enqueue = (tx: Database, bookingId: string, template: NotificationTemplate, runAt?: Date) =>
    deps.jobs.enqueueMany(
      channels.map((channel) => ({
        kind: NOTIFICATION_JOB,
        payload: { bookingId, template, channel },
        runAt,
        dedupeKey: messageKey(bookingId, template, channel),
      })),
      { tx },
    );

  /** Sends one message on one channel unless its key was sent already (by any process); a failed send gives the key back. */
  async function deliver(
    key: string,
    channel: Channel,
    recipient: string,
    message: { subject: string; sms: string; email: string; attachments?: EmailAttachment[] },
    client: ClientConfig,
  ) {
    if (!(await repository.claimDelivery(deps.db, { key, channel, recipient }))) return;
    try {
      if (channel === 'sms') await deps.sms.send({ to: recipient, body: message.sms });
      else
        await deps.email.send({
          to: recipient,
          subject: message.subject,
          text: message.email,
          replyTo: client.concierge_email,
          attachments: message.attachments ?? [],
        });
    } catch (error) {
      await repository.releaseDelivery(deps.db, key);
      throw error;
    }
  }
  const recipientOf = (channel: Channel, contact: { mobile: string; email: string | null }) =>
    channel === 'sms' ? (mobileSchema.safeParse(contact.mobile).success ? contact.mobile : null) : contact.email;

  return {
    /** Queues a payment's receipt, SMS and e-mail, in the caller's transaction (no payment, no receipt). */
    async queueReceipt(request: ReceiptRequest, tx: Database = deps.db) {
      await deps.jobs.enqueueMany(
        channels.map((channel) => ({
          kind: RECEIPT_JOB,
          payload: { ...request, channel },
          dedupeKey: `receipt:${request.key}:${channel}`,
        })),
        { tx },
      );
    },

    /** The receipt job: renders and sends one receipt on one channel, at most once. */
    async sendReceipt(payload: Record<string, unknown>) {
      const channel = payload.channel as Channel;
      if (!channels.includes(channel)) throw new Error('bad receipt payload');
      const { key, userId, receipt } = payload as unknown as ReceiptRequest;
      const contact = await deps.contactOf(userId);
      const recipient = contact && recipientOf(channel, contact);
      if (!recipient) return;
      const client = await deps.client();
      await deliver(`receipt:${key}:${channel}`, channel, recipient, renderReceipt(receipt, { client, name: contact.name }), client);
    },

    /** A transition listener: queues the messages in the change's own transaction (no change, no message). */
    async onTransition(change: BookingChange, tx: Database) {
      const template = templateOnEvent[change.event];
      if (!template) return;
      await enqueue(tx, change.booking.id, template);
      if (template === 'confirmed') {
        const remindAt = new Date(change.booking.serviceAt.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS);
        if (remindAt.getTime() > Date.now()) await enqueue(tx, change.booking.id, 'reminder', remindAt);
      }
    },

    /** The job handler: renders and sends one message on one channel, at most once. */
    async send(payload: Record<string, unknown>, now = new Date()) {
      const bookingId = String(payload.bookingId);
      const template = payload.template as NotificationTemplate;
      const channel = payload.channel as Channel;
      if (!notificationTemplates.includes(template) || !channels.includes(channel)) throw new Error(`bad notification payload`);
      const row = await deps.bookings.findWithCardholder(bookingId);
      if (!row) return;
      // The decline's reason only for the one message that says it.
      const declineReason = template === 'declined' ? await deps.bookings.lastNote(bookingId, 'decline') : undefined;
      // A reminder is only worth sending for a booking still going ahead.
      if (template === 'reminder' && row.booking.status !== 'confirmed') return;
      const recipient = recipientOf(channel, row);
      if (!recipient) return;

      const client = await deps.client();
      const message = renderNotification(template, { booking: row.booking, client, name: row.name, declineReason, now });
      await deliver(messageKey(bookingId, template, channel), channel, recipient, message, client);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
