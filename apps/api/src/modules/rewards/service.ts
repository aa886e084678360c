import { createHmac } from 'node:crypto';
import { messages } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { createBookingsList } from './bookings-list.ts';
import { createCancelBooking } from './cancel-booking.ts';
import { createCart } from './cart.ts';
import { createCheckoutCallback } from './checkout-callback.ts';
import { createCheckoutView } from './checkout-view.ts';
import type { RewardsDeps } from './deps.ts';
import { createPayCheckout } from './pay-checkout.ts';
import * as repository from './repository.ts';
import { createStartCheckout } from './start-checkout.ts';

export type { RewardsDeps } from './deps.ts';
const OFFERS_TOKEN_MINUTES = 15;

/**
 * The rewards API's rules, one use case per file: the cart (cart.ts), its checkout (start-checkout.ts, checkout-view.ts),
 * its payment (pay-checkout.ts, checkout-callback.ts; settling and booking in cart-payment.ts and fulfil.ts), the one
 * timeline (bookings-list.ts), a free cancellation (cancel-booking.ts); here the catalogue's providers and the few reads left.
 */
export function createRewardsService(deps: RewardsDeps) {
  const { db, tours, hotels } = deps;
  const now = deps.now ?? (() => new Date());
  const view = createCheckoutView(deps);

  return {
    tours,
    hotels,
    ...createCart(deps),
    ...createStartCheckout(deps, view),
    checkout: view.checkout,
    ...createPayCheckout(deps),
    ...createCheckoutCallback(deps),
    ...createBookingsList(deps),
    ...createCancelBooking(deps),

    /** The booking behind a hotel order token, once its checkout is paid (create_booking runs on payment). */
    async hotelBooking(userId: string, orderToken: string) {
      const found = await repository.findCheckoutItemByHold(db, userId, orderToken);
      if (!found || found.item.type !== 'hotel') throw new AppError('NOT_FOUND');
      if (found.checkout.status !== 'paid') throw new AppError('CONFLICT', messages.checkoutNotPayable);
      const booked = found.item.outcome === 'booked' ? await hotels.createBooking(orderToken) : undefined;
      return booked?.ok
        ? { supplier_reference: booked.supplierReference, status: 'CONFIRMED' as const }
        : { supplier_reference: '', status: 'FAILED' as const };
    },

    async userValidation(userId: string) {
      const user = await deps.contactOf(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return { valid: true as const, user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile } };
    },

    /** A token the offers platform can check with the shared secret: user, expiry, signature. */
    offersToken(userId: string) {
      const expires = new Date(now().getTime() + OFFERS_TOKEN_MINUTES * 60_000);
      const body = `${userId}.${Math.floor(expires.getTime() / 1000)}`;
      const signature = createHmac('sha256', `${deps.secret}:offers-token`).update(body).digest('base64url');
      return { token: `${Buffer.from(body).toString('base64url')}.${signature}`, expires_at: expires.toISOString() };
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
