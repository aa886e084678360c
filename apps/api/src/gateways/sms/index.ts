import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { createOutboxSmsGateway } from './outbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway.ts';

export type { SmsGateway } from './sms-gateway.ts';
export { SmsDeliveryError } from './sms-gateway.ts';

/** The configured gateway: HTTP when SMS_GATEWAY_URL is set, the outbox otherwise. */
export function createSmsGateway(config: Config, db: Database, log: FastifyBaseLogger): SmsGateway {
  if (config.SMS_GATEWAY_URL) return createHttpSmsGateway({ url: config.SMS_GATEWAY_URL, key: config.SMS_GATEWAY_KEY });
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
  return createOutboxSmsGateway(db, log, { outboxUrl: config.isProduction ? undefined : `${base}/api/dev/outbox` });
}
