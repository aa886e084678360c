import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { clientConfigSchema } from './client-config.ts';

const seeded = JSON.parse(readFileSync(new URL('../../../../apps/api/seed/client.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

describe('the client configuration', () => {
  it("holds spec 02 §8's configured bin messages and §9's default bin type (first6) in the seeded client", () => {
    expect(seeded.default_bin_type).toBe('first6');
    expect(seeded.bin_messages).toEqual({
      first4_last4: messages.binFirst4Last4,
      first6: messages.binFirst6,
      invalid_card: messages.invalidCard,
    });
    expect(clientConfigSchema.parse(seeded)).toMatchObject({ default_bin_type: 'first6', bin_messages: seeded.bin_messages });
  });

  it("reads a configuration stored before those fields with the spec's words", () => {
    const { default_bin_type: _type, bin_messages: _messages, ...older } = seeded;
    expect(clientConfigSchema.parse(older)).toMatchObject({
      default_bin_type: 'first6',
      bin_messages: { first4_last4: messages.binFirst4Last4, first6: messages.binFirst6, invalid_card: messages.invalidCard },
    });
  });

  it("keeps a bank's own wording and refuses an unknown bin type", () => {
    const own = clientConfigSchema.parse({ ...seeded, bin_messages: { first6: 'Check the first six digits.' } });
    expect(own.bin_messages).toEqual({
      first4_last4: messages.binFirst4Last4,
      first6: 'Check the first six digits.',
      invalid_card: messages.invalidCard,
    });
    expect(clientConfigSchema.safeParse({ ...seeded, default_bin_type: 'first7' }).success).toBe(false);
  });
});
