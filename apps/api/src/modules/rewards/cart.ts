import { istAt, messages, tourTotal, type CartItem, type CartItemInput, type TourPax } from '@portal/contract';
import type { Stay } from '../../gateways/hotels/hotel-supplier.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RewardsDeps } from './deps.ts';
import * as repository from './repository.ts';

type HotelInput = Extract<CartItemInput, { type: 'hotel' }>;
export const stayOf = (input: HotelInput): Stay => ({ check_in: input.check_in, check_out: input.check_out, rooms: input.rooms });
const seatsOf = (pax: TourPax) => Object.values(pax).reduce((sum, n) => sum + (n ?? 0), 0);

/** The cart: each line priced live (never held), added and removed. */
export function createCart(deps: RewardsDeps) {
  const { db, tours, hotels } = deps;

  /** What an item costs today, whether it can be bought, and how to show it; never holds anything. */
  async function quote(input: CartItemInput) {
    if (input.type === 'tour') {
      const found = await tours.slot(input.inventory_id, input.product_id);
      if (!found || found.product.id !== input.product_id || found.inventory.variantId !== input.variant_id) {
        return { price: null, message: messages.tourNotAvailable } as const;
      }
      const { product, inventory } = found;
      const variant = product.variants.find((v) => v.id === inventory.variantId)!;
      const label = {
        title: product.name,
        subtitle: `${variant.name}, ${product.city}`,
        imageUrl: product.image_url,
        startsAt: new Date(inventory.startDateTime),
      };
      const price = tourTotal(inventory.pricing.persons, input.pax);
      if (price === null) return { ...label, price: null, message: messages.tourPriceTypeNotSold } as const;
      if (inventory.availability === 'CLOSED' || inventory.remaining === 0)
        return { ...label, price: null, message: messages.tourSlotSoldOut } as const;
      if (inventory.remaining !== null && inventory.remaining < seatsOf(input.pax)) {
        return { ...label, price: null, message: messages.tourSlotNotEnoughSeats(inventory.remaining) } as const;
      }
      return { ...label, price, message: null } as const;
    }
    const [details, rates] = await Promise.all([hotels.details(input.hotel_id), hotels.rates(input.hotel_id, stayOf(input))]);
    const rate = rates.find((r) => r.rate_id === input.rate_id);
    if (!details || !rate)
      return { price: null, message: messages.hotelNotAvailable, ...(details ? { title: details.name } : {}) } as const;
    return {
      title: details.name,
      subtitle: `${rate.room_name}, ${rate.board}, ${details.destination}`,
      imageUrl: details.rooms.find((room) => room.id === rate.room_id)?.image_url ?? details.image_url,
      startsAt: istAt(input.check_in, '14:00'),
      price: rate.price_inr,
      message: null,
    } as const;
  }

  async function cart(userId: string) {
    const rows = await repository.cartOfUser(db, userId);
    const data: CartItem[] = await Promise.all(
      rows.map(async (row) => {
        const live = await quote(row.input as CartItemInput);
        return {
          id: row.id,
          type: row.type,
          title: row.title,
          subtitle: row.subtitle,
          image_url: 'imageUrl' in live ? live.imageUrl : null,
          starts_at: row.startsAt.toISOString(),
          currency: 'INR' as const,
          added_price: row.addedPrice,
          price: live.price,
          price_changed: live.price !== null && live.price !== row.addedPrice,
          available: live.price !== null,
          message: live.message,
          details: row.input,
          added_at: row.createdAt.toISOString(),
        };
      }),
    );
    return { data, total: data.reduce((sum, item) => sum + (item.price ?? 0), 0), currency: 'INR' as const };
  }

  return {
    cart,

    async addItems(userId: string, items: CartItemInput[]) {
      const quoted = await Promise.all(items.map(quote));
      const refused = quoted.find((q) => q.price === null);
      if (refused) throw new AppError('CONFLICT', refused.message);
      await repository.insertCartItems(
        db,
        items.map((input, i) => {
          const q = quoted[i] as Extract<(typeof quoted)[number], { title: string; price: number }>;
          return { userId, type: input.type, input, title: q.title, subtitle: q.subtitle, startsAt: q.startsAt, addedPrice: q.price };
        }),
      );
      return cart(userId);
    },

    async removeItem(userId: string, id: string) {
      if (!(await repository.deleteCartItem(db, userId, id))) throw new AppError('NOT_FOUND', messages.cartItemNotFound);
      return cart(userId);
    },
  };
}
export type Cart = ReturnType<typeof createCart>;
