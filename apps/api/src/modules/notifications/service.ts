import { mobileSchema, type ClientConfig } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { EmailGateway } from '../../gateways/email/email-gateway.ts';
import type { BookingChange, BookingReads } from '../bookings/index.ts';
import type { JobService } from '../jobs/index.ts';
import * as repository from './repository.ts';
import type { SmsGateway } from '../../gateways/sms/index.ts';
import { notificationTemplates, renderNotification, type NotificationTemplate } from './templates.ts';

export const NOTIFICATION_JOB = 'notification.send';
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

  return {
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
      const recipient = channel === 'sms' ? (mobileSchema.safeParse(row.mobile).success ? row.mobile : null) : row.email;
      if (!recipient) return;

      const client = await deps.client();
      const message = renderNotification(template, { booking: row.booking, client, name: row.name, declineReason, now });
      const key = messageKey(bookingId, template, channel);
      if (!(await repository.claimDelivery(deps.db, { key, channel, recipient }))) return;
      try {
        if (channel === 'sms') await deps.sms.send({ to: recipient, body: message.sms });
        else
          await deps.email.send({
            to: recipient,
            subject: message.subject,
            text: message.email,
            replyTo: client.concierge_email,
            attachments: message.attachments,
          });
      } catch (error) {
        await repository.releaseDelivery(deps.db, key);
        throw error;
      }
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
