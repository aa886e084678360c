import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { SmsGateway } from './sms-gateway.ts';

const masked = (mobile: string) => `******${mobile.slice(-4)}`;

/**
 * The default when no gateway is configured: the message is kept in the outbox table and logged.
 * Outside production the log shows the text (codes included) so a developer can sign in locally.
 */
export function createOutboxSmsGateway(db: Database, log: FastifyBaseLogger, options: { showBodyInLog: boolean }): SmsGateway {
  return {
    kind: 'outbox',
    async send({ to, body }) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, body });
      if (options.showBodyInLog) log.info({ to }, `SMS to outbox: ${body}`);
      else log.info({ to: masked(to) }, 'SMS to outbox');
    },
  };
}
