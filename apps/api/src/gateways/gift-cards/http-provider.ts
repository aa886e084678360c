import {
  GiftCardProviderError,
  type GiftCardBalance,
  type GiftCardOrder,
  type GiftCardOutcome,
  type GiftCardProvider,
  type GiftCardStatus,
} from './gift-card-provider.ts';

/**
 * A real provider over HTTP: `POST {url}/orders` with an `Idempotency-Key` header and `{ order_key, brand, amount }`,
 * `GET {url}/orders/{order_key}`; both answer `{ status, code?, pin?, balance?, expires_on?, reason? }`, and the GET a 404
 * for a key the provider never received. The balance read: `POST {url}/cards/balance` with `{ code, pin }` (in the
 * body, so neither lands in an access log), answering `{ status: 'active' | 'expired', balance, expires_on }` or a 404
 * for a card it does not know.
 */
export function createHttpGiftCardProvider(options: { url: string; key?: string; timeoutMs?: number }): GiftCardProvider {
  const base = options.url.replace(/\/$/, '');
  const headers = { 'content-type': 'application/json', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) };
  /** `unknownOn404`: a 404 says the provider has no such order (asked about one), not that the call failed. */
  async function call(url: string, init: RequestInit, unknownOn404 = false): Promise<GiftCardStatus> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) }).catch((error: unknown) => {
      throw new GiftCardProviderError(`gift-card provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (response.status === 404 && unknownOn404) return { status: 'unknown' };
    if (!response.ok) throw new GiftCardProviderError(`gift-card provider answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (body.status === 'pending') return { status: 'pending' };
    if (body.status === 'failed') return { status: 'failed', reason: String(body.reason ?? 'declined') };
    if (body.status === 'fulfilled' && typeof body.code === 'string' && typeof body.pin === 'string') {
      return {
        status: 'fulfilled',
        code: body.code,
        pin: body.pin,
        balance: Number(body.balance),
        expiresOn: String(body.expires_on),
      };
    }
    throw new GiftCardProviderError('gift-card provider answered an unknown shape');
  }
  return {
    kind: 'http',
    async order(order: GiftCardOrder): Promise<GiftCardOutcome> {
      const outcome = await call(`${base}/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': order.orderKey },
        body: JSON.stringify({ order_key: order.orderKey, brand: order.brand, amount: order.amount }),
      });
      if (outcome.status === 'unknown') throw new GiftCardProviderError('gift-card provider lost an order it was given');
      return outcome;
    },
    status: (order: GiftCardOrder): Promise<GiftCardStatus> =>
      call(`${base}/orders/${encodeURIComponent(order.orderKey)}`, { method: 'GET', headers }, true),
    async balance(card: { code: string; pin: string }): Promise<GiftCardBalance> {
      const response = await fetch(`${base}/cards/balance`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code: card.code, pin: card.pin }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      }).catch((error: unknown) => {
        throw new GiftCardProviderError(`gift-card provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (response.status === 404) return { status: 'unknown' };
      if (!response.ok) throw new GiftCardProviderError(`gift-card provider answered ${response.status}`);
      const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const balance = Number(body?.balance);
      if (
        (body?.status !== 'active' && body?.status !== 'expired') ||
        !Number.isFinite(balance) ||
        typeof body.expires_on !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(body.expires_on)
      )
        throw new GiftCardProviderError('gift-card provider answered an unknown shape');
      return { status: body.status, balance, expiresOn: body.expires_on };
    },
  };
}
