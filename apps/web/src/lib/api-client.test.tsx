import { describe, expect, it, vi } from 'vitest';
import { apiError, stubFetch } from '@/test/fetch-double';
import { createApiClient, type UnauthorizedCall } from './api-client';

const client = (onUnauthorized: (call: UnauthorizedCall) => void) => createApiClient({ token: () => 'held-token', onUnauthorized });
const unauthorized = apiError(401, 'UNAUTHENTICATED', 'Please login to continue.');

describe('the API client on a 401', () => {
  it('names the call the cardholder made, so the sign-in rules may open the dialog', async () => {
    stubFetch({ 'POST /api/booking/golf_enquiries/check_bin': unauthorized });
    const onUnauthorized = vi.fn();
    await expect(client(onUnauthorized).post('/booking/golf_enquiries/check_bin', { bin: '41000001' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledWith({ path: '/booking/golf_enquiries/check_bin', background: false });
  });

  // The header's cart count runs on every page: a session that expired must not put a dialog over the page.
  it('says when the call was a background read', async () => {
    stubFetch({ 'GET /api/core/user/cart/cart_items': unauthorized });
    const onUnauthorized = vi.fn();
    await expect(client(onUnauthorized).request('/core/user/cart/cart_items', { background: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledWith({ path: '/core/user/cart/cart_items', background: true });
  });
});
