import { useMutation } from '@tanstack/react-query';
import type { BuyGiftCardRequest, GiftCardPurchase } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /offer/walletbuddy/booking: an order for one value of a gift card, to be paid by card. */
export const orderGiftCard = (order: BuyGiftCardRequest) => api.post<GiftCardPurchase>('/offer/walletbuddy/booking', order);

export const useOrderGiftCard = () => useMutation({ mutationFn: orderGiftCard });
