import { GiftCardProviderError, type GiftCardOrder, type GiftCardOutcome, type GiftCardProvider } from './gift-card-provider.ts';

/**
 * A real provider over HTTP: `POST {url}/orders` with an `Idempotency-Key` header and `{ order_key, brand, amount }`,
 * `GET {url}/orders/{order_key}`; both answer `{ status, code?, pin?, balance?, expires_on?, reason? }`.
 */
export function createHttpGiftCardProvider(options: { url: string; key?: string; timeoutMs?: number }): GiftCardProvider {
  const base = options.url.replace(/\/$/, '');
  const headers = { 'content-type': 'application/json', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) };
  async function call(url: string, init: RequestInit): Promise<GiftCardOutcome> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) }).catch((error: unknown) => {
      throw new GiftCardProviderError(`gift-card provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    });
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
    order: (order: GiftCardOrder) =>
      call(`${base}/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': order.orderKey },
        body: JSON.stringify({ order_key: order.orderKey, brand: order.brand, amount: order.amount }),
      }),
    status: (order: GiftCardOrder) => call(`${base}/orders/${encodeURIComponent(order.orderKey)}`, { method: 'GET', headers }),
  };
}
