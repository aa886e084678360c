import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A gift-card provider stand-in speaking gateways/gift-cards/http-provider.ts's protocol (POST /orders with an
 * Idempotency-Key, GET /orders/{key}, 404 for a key it never received), run in the test's process so it outlives
 * the server it serves. Unlike the built-in sandbox it keeps books: every card it mints is random and recorded under
 * its key, so a card issued twice (two keys for one claim, or a key ordered anew) shows as a second card.
 * `holdNext()` keeps the next new order 'pending', however often it is asked about, until `release()`: a slow supplier.
 * `refuseNext()` answers the next new order 'failed' (out of stock), and so whenever it is asked about again: no card.
 */
export async function startGiftCardProviderStandIn() {
  const cards = new Map<string, { status: 'pending' | 'fulfilled' | 'failed'; code?: string; pin?: string; amount: number }>();
  let minted = 0;
  let holdNew = 0;
  let refuseNew = 0;
  /** Orders kept pending (asked about, they stay pending) until released. */
  const held = new Set<string>();
  const mint = (key: string) => {
    const card = cards.get(key)!;
    if (card.status !== 'pending') return card;
    minted += 1;
    Object.assign(card, {
      status: 'fulfilled',
      code: `GC${randomBytes(7).toString('hex').toUpperCase()}`,
      pin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    });
    return card;
  };
  const answer = (card: { status: string; code?: string; pin?: string; amount: number }) =>
    card.status === 'pending'
      ? { status: 'pending' }
      : card.status === 'failed'
        ? { status: 'failed', reason: 'out of stock' }
        : { status: 'fulfilled', code: card.code, pin: card.pin, balance: card.amount, expires_on: '2099-12-31' };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'POST' && url.pathname === '/orders') {
        const key = String(request.headers['idempotency-key'] ?? '');
        if (!key) return send(400, { error: 'an Idempotency-Key is required' });
        if (!cards.has(key)) {
          cards.set(key, { status: 'pending', amount: Number((JSON.parse(body) as { amount: number }).amount) });
          if (refuseNew > 0) {
            refuseNew -= 1;
            cards.get(key)!.status = 'failed';
          } else if (holdNew > 0) {
            holdNew -= 1;
            held.add(key);
          } else mint(key);
        }
        return send(200, answer(cards.get(key)!));
      }
      const asked = /^\/orders\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && asked) {
        const key = decodeURIComponent(asked[1]!);
        if (!cards.has(key)) return send(404, { error: 'no such order' });
        return send(200, answer(held.has(key) ? cards.get(key)! : mint(key)));
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next new order is answered 'pending', and stays so until released. */
    holdNext: () => void (holdNew += 1),
    /** The next new order is refused ('failed'), for good. */
    refuseNext: () => void (refuseNew += 1),
    /** The held orders are fulfilled when next asked about. */
    release: () => held.clear(),
    /** The card issued under an order key, if any. */
    cardFor: (key: string) => cards.get(key),
    /** How many cards were minted in all (one per order key at most). */
    minted: () => minted,
    orders: () => cards.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type GiftCardProviderStandIn = Awaited<ReturnType<typeof startGiftCardProviderStandIn>>;
