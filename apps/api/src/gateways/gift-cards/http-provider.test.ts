import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { useLocalServer } from '../../test/local-server.ts';
import { GiftCardProviderError } from './gift-card-provider.ts';
import { createHttpGiftCardProvider } from './http-provider.ts';
import { createSandboxGiftCardProvider } from './sandbox-provider.ts';

/** Issue 29: the wallet's balance read, over HTTP (a provider stand-in on a free port) and in the built-in sandbox. */
const seen: { url?: string; method?: string; authorization?: string; body?: unknown }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const provider = useLocalServer((request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString();
    seen.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});
const client = () => createHttpGiftCardProvider({ url: `${provider.origin()}/`, key: 'provider-key' });

describe('the HTTP provider’s balance read', () => {
  it('posts the code and PIN in the body (never the URL) and reads the balance and expiry', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'active', balance: 750.5, expires_on: '2027-11-30' }) };
    expect(await client().balance({ code: 'GC123', pin: '4321' })).toEqual({ status: 'active', balance: 750.5, expiresOn: '2027-11-30' });
    expect(seen.at(-1)).toEqual({
      url: '/cards/balance',
      method: 'POST',
      authorization: 'Bearer provider-key',
      body: { code: 'GC123', pin: '4321' },
    });
  });

  it('answers unknown for a card the provider does not know, and refuses a 5xx or an answer of another shape', async () => {
    answer = { status: 404, body: '{}' };
    expect(await client().balance({ code: 'NOPE', pin: '0000' })).toEqual({ status: 'unknown' });
    answer = { status: 503, body: '{}' };
    await expect(client().balance({ code: 'GC123', pin: '4321' })).rejects.toBeInstanceOf(GiftCardProviderError);
    answer = { status: 200, body: JSON.stringify({ status: 'active', balance: 'lots' }) };
    await expect(client().balance({ code: 'GC123', pin: '4321' })).rejects.toBeInstanceOf(GiftCardProviderError);
    answer = { status: 200, body: 'not json' };
    await expect(client().balance({ code: 'GC123', pin: '4321' })).rejects.toBeInstanceOf(GiftCardProviderError);
  });

  it('is unreachable as a provider error, not a crash', async () => {
    const gone = createHttpGiftCardProvider({ url: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(gone.balance({ code: 'GC123', pin: '4321' })).rejects.toBeInstanceOf(GiftCardProviderError);
  });
});

describe('the sandbox provider’s balance read', () => {
  it('knows the cards it issued, with the PIN they were issued with, and what was spent of them', async () => {
    const sandbox = createSandboxGiftCardProvider('sandbox-secret');
    const issued = await sandbox.order({ orderKey: 'order-1', brand: 'Test', amount: 1000 });
    if (issued.status !== 'fulfilled') throw new Error('the sandbox issues Rs.1,000 at once');
    expect(await sandbox.balance({ code: issued.code, pin: issued.pin })).toEqual({
      status: 'active',
      balance: 1000,
      expiresOn: issued.expiresOn,
    });
    expect(sandbox.spend(issued.code, 400)).toBe(true);
    expect(sandbox.spend(issued.code, 601)).toBe(false);
    expect(await sandbox.balance({ code: issued.code, pin: issued.pin })).toMatchObject({ balance: 600 });
    // Asked again under the same key, it is the same card with what is left on it.
    expect(await sandbox.status({ orderKey: 'order-1', brand: 'Test', amount: 1000 })).toMatchObject({ code: issued.code, balance: 600 });
    expect(await sandbox.balance({ code: issued.code, pin: '000000' })).toEqual({ status: 'unknown' });
    expect(await sandbox.balance({ code: 'SBXNEVERISSUED', pin: issued.pin })).toEqual({ status: 'unknown' });
  });
});
