import { createConsoleContext, type ConsoleDeps } from './console/context.ts';
import { changeOffer } from './console/change-offer.ts';
import { createOffer } from './console/create-offer.ts';
import { decideChange } from './console/decide-change.ts';
import { managedOffers } from './console/managed-offers.ts';
import { merchantAccounts } from './console/merchants.ts';
import { merchantRedemptions } from './console/merchant-redemptions.ts';
import { uploadVouchers } from './console/upload-vouchers.ts';
import * as repository from './repository.ts';

export { maskTail, type ConsoleActor, type InviteMerchantUser } from './console/context.ts';

/**
 * The merchant and programme-admin side of the offers platform (issue 18): rules only, no HTTP. One use case a file
 * (console/), on what they share (console/context.ts).
 */
export function createOffersConsoleService(deps: ConsoleDeps) {
  const ctx = createConsoleContext(deps);
  return {
    /** The merchant a merchant's user acts for (undefined: not a merchant's user). */
    merchantOf: (userId: string) => repository.merchantOfUser(deps.db, userId),
    ...merchantAccounts(ctx),
    ...createOffer(ctx),
    ...changeOffer(ctx),
    ...decideChange(ctx),
    ...managedOffers(ctx),
    ...uploadVouchers(ctx),
    ...merchantRedemptions(ctx),
  };
}
export type OffersConsoleService = ReturnType<typeof createOffersConsoleService>;
