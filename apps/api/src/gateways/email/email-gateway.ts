import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordOutboxMessage } from '../outbox/outbox.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
}

/** Sends one e-mail or throws; callers (the notification jobs) retry. */
export interface EmailGateway {
  send(message: EmailMessage): Promise<void>;
}

/** The local default: the message lands in outbox_messages (GET /api/dev/outbox?to=<address>). */
export function createOutboxEmailGateway(db: Database): EmailGateway {
  return {
    async send(message) {
      await recordOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        attachments: message.attachments?.length ? message.attachments : null,
      });
    },
  };
}

/** Real SMTP, configured by a URL such as smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
export function createSmtpEmailGateway(smtpUrl: string, from: string): EmailGateway & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * The configured channel: SMTP when SMTP_URL is set, else the outbox table, never in production (the configuration
 * refuses such a start; this refuses too, so no link is ever kept unsent in clear there). Close it with the app.
 */
export function createConfiguredEmailGateway(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'isProduction'>,
  db: Database,
): EmailGateway & { close(): void } {
  if (config.SMTP_URL) return createSmtpEmailGateway(config.SMTP_URL, config.MAIL_FROM);
  if (config.isProduction) throw new Error('No mail transport: set SMTP_URL in production.');
  return { ...createOutboxEmailGateway(db), close: () => undefined };
}
