import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { SmsGateway } from './sms-gateway.ts';

const masked = (mobile: string) => `******${mobile.slice(-4)}`;

/**
 * The default when no gateway is configured (a production start refuses it): the message is kept in the
 * outbox table. The log says where to read it, never the text: a one-time code is never logged.
 */
export function createOutboxSmsGateway(db: Database, log: FastifyBaseLogger, options: { outboxUrl?: string }): SmsGateway {
  return {
    kind: 'outbox',
    async send({ to, body }) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, body });
      log.info({ to: masked(to) }, options.outboxUrl ? `SMS to outbox: read it at ${options.outboxUrl}?to=${to}` : 'SMS to outbox');
    },
  };
}
