import type { Database } from '../../db/client.ts';
import { recordOutboxMessage } from '../../gateways/outbox/outbox.ts';

/**
 * The minimal SMS interface notifications need. The sign-in work's SMS gateway satisfies it; until the
 * two are joined, the outbox implementation below is the local channel.
 */
export interface SmsChannel {
  send(to: string, body: string): Promise<void>;
}

export function createOutboxSmsChannel(db: Database): SmsChannel {
  return { send: async (to, body) => void (await recordOutboxMessage(db, { channel: 'sms', recipient: to, body })) };
}
