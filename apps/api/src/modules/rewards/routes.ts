import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemsSchema,
  bookingInformationQuerySchema,
  bookingInformationSchema,
  cartSchema,
  checkoutPaySchema,
  checkoutSchema,
  errorResponseSchema,
  exchangeRatesQuerySchema,
  exchangeRatesSchema,
  expeditionDetailsSchema,
  expeditionEnquirySchema,
  expeditionFiltersSchema,
  expeditionSearchQuerySchema,
  expeditionSearchSchema,
  hotelAutocompleteQuerySchema,
  hotelAutocompleteSchema,
  hotelAvailabilityQuerySchema,
  hotelAvailabilitySchema,
  hotelCreateBookingSchema,
  hotelDetailsQuerySchema,
  hotelDetailsSchema,
  hotelInitiateBookingSchema,
  hotelListQuerySchema,
  hotelListSchema,
  hotelPriceLockSchema,
  hotelRoomAvailabilitySchema,
  hotelRoomDetailsQuerySchema,
  hotelRoomSchema,
  hotelSupplierBookingSchema,
  idParamsSchema,
  messages,
  offersTokenSchema,
  paymentResponseSchema,
  tourCategorySchema,
  tourCitySchema,
  tourInventoriesQuerySchema,
  tourInventorySchema,
  tourProductSchema,
  tourProductSummarySchema,
  tourProductsQuerySchema,
  userBookingSchema,
  userBookingsQuerySchema,
  userBookingsSchema,
  userValidationSchema,
  DEFAULT_TOURS_CITY,
} from '@portal/contract';
import type { Config } from '../../config.ts';
import { gatewayReturnRoutes, publicBaseUrl } from '../payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { SerialisedJson, sendSerialised } from '../../lib/serialised-once.ts';
import { expeditionDetails, expeditionFilters, expeditions, expeditionSummary } from './expeditions.ts';
import type { RewardsService } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * The JSON text of `{ data: answer }`, made once per answer object: the tours provider hands back the same frozen
 * object while nothing in it has changed (tours-provider.ts), so a hot listing is not serialised per request.
 */
function dataText(texts: WeakMap<object, SerialisedJson>, answer: readonly unknown[]) {
  let text = texts.get(answer);
  if (text === undefined) {
    text = new SerialisedJson(JSON.stringify({ data: answer }));
    texts.set(answer, text);
  }
  return text;
}

/** The rewards API (spec 02 §7) under /api/rewards, and the cart (Core service) under /api/core/user/cart. */
export const rewardsRoutes =
  (rewards: RewardsService, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const { tours, hotels } = rewards;
    const texts = new WeakMap<object, SerialisedJson>();
    const user = { preHandler: app.requireUser };
    const tag = (name: string) => ({ tags: [name] });
    /** A public tours list's schema: what it is asked, and the list of `item` it answers. */
    const toursList = <Query extends z.ZodType, Item extends z.ZodType>(querystring: Query, item: Item) => ({
      ...tag('rewards'),
      querystring,
      response: { 200: data(z.array(item)), ...errors },
    });

    // Tours and activities (Headout-shaped): public reads, the cardholder's bookings.
    app.get(
      '/api/rewards/headout/cities',
      { schema: { ...tag('rewards'), response: { 200: data(z.array(tourCitySchema)), ...errors } } },
      async () => ({
        data: await tours.cities(),
      }),
    );
    app.get(
      '/api/rewards/headout/categories',
      {
        schema: toursList(z.object({ city: z.string().min(1).max(64).default(DEFAULT_TOURS_CITY) }), tourCategorySchema),
      },
      async (request) => ({ data: await tours.categories(request.query.city) }),
    );
    app.get(
      '/api/rewards/headout/products',
      {
        schema: toursList(tourProductsQuerySchema, tourProductSummarySchema),
      },
      async (request, reply) =>
        sendSerialised(
          request,
          reply,
          dataText(texts, await tours.products({ city: request.query.city, categoryId: request.query.category_id })),
        ),
    );
    app.get(
      '/api/rewards/headout/products/:id',
      {
        schema: {
          ...tag('rewards'),
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: data(tourProductSchema), ...errors },
        },
      },
      async (request) => {
        const product = await tours.product(request.params.id);
        if (!product) throw new AppError('NOT_FOUND', messages.tourNotAvailable);
        return { data: product };
      },
    );
    app.get(
      '/api/rewards/headout/inventories',
      {
        schema: toursList(tourInventoriesQuerySchema, tourInventorySchema),
      },
      async (request, reply) => {
        const slots = await tours.inventories(request.query);
        if (!slots) throw new AppError('NOT_FOUND', messages.tourNotAvailable);
        return sendSerialised(request, reply, dataText(texts, slots));
      },
    );
    app.get(
      '/api/rewards/headout/bookings',
      { ...user, schema: { ...tag('rewards'), response: { 200: userBookingsSchema, ...errors } } },
      async (request) => ({
        data: await rewards.bookings(request.user!.id, 'TourBooking'),
      }),
    );

    // Luxury staycations (a hotel demand API's shape).
    const stay = (body: {
      check_in: string;
      check_out: string;
      rooms: { adults: number; children: number; children_ages: number[] }[];
    }) => ({
      check_in: body.check_in,
      check_out: body.check_out,
      rooms: body.rooms,
    });
    app.get(
      '/api/rewards/luxury_staycations/autocomplete',
      { schema: { ...tag('rewards'), querystring: hotelAutocompleteQuerySchema, response: { 200: hotelAutocompleteSchema, ...errors } } },
      async (request) => hotels.autocomplete(request.query.query),
    );
    app.post(
      '/api/rewards/luxury_staycations/hotel_list_details',
      { schema: { ...tag('rewards'), body: hotelListQuerySchema, response: { 200: hotelListSchema, ...errors } } },
      async (request) => {
        const list = await hotels.hotels(request.body.destination_id);
        const priced = await Promise.all(
          list.map(async (hotel) => {
            const cheapest = (await hotels.rates(hotel.id, stay(request.body)))[0];
            return { ...hotel, price: cheapest?.price ?? null, price_inr: cheapest?.price_inr ?? null };
          }),
        );
        return { hotels: priced };
      },
    );
    const hotelDetails = async (hotelId: string) => {
      const details = await hotels.details(hotelId);
      if (!details) throw new AppError('NOT_FOUND', messages.hotelNotAvailable);
      return details;
    };
    app.get(
      '/api/rewards/luxury_staycations/hotel_details',
      { schema: { ...tag('rewards'), querystring: hotelDetailsQuerySchema, response: { 200: hotelDetailsSchema, ...errors } } },
      async (request) => hotelDetails(request.query.hotel_id),
    );
    app.get(
      '/api/rewards/luxury_staycations/hotel_room_details',
      { schema: { ...tag('rewards'), querystring: hotelRoomDetailsQuerySchema, response: { 200: hotelRoomSchema, ...errors } } },
      async (request) => {
        const room = (await hotelDetails(request.query.hotel_id)).rooms.find((r) => r.id === request.query.room_id);
        if (!room) throw new AppError('NOT_FOUND', messages.hotelNotAvailable);
        return room;
      },
    );
    app.post(
      '/api/rewards/luxury_staycations/hotel_availability',
      { schema: { ...tag('rewards'), body: hotelAvailabilityQuerySchema, response: { 200: hotelAvailabilitySchema, ...errors } } },
      async (request) => {
        await hotelDetails(request.body.hotel_id);
        const rates = await hotels.rates(request.body.hotel_id, stay(request.body));
        return { hotel_id: request.body.hotel_id, available: rates.length > 0, price_from_inr: rates[0]?.price_inr ?? null };
      },
    );
    app.post(
      '/api/rewards/luxury_staycations/hotel_room_availability',
      { schema: { ...tag('rewards'), body: hotelAvailabilityQuerySchema, response: { 200: hotelRoomAvailabilitySchema, ...errors } } },
      async (request) => {
        await hotelDetails(request.body.hotel_id);
        return { hotel_id: request.body.hotel_id, rates: await hotels.rates(request.body.hotel_id, stay(request.body)) };
      },
    );
    app.post(
      '/api/rewards/luxury_staycations/initiate_booking',
      { ...user, schema: { ...tag('rewards'), body: hotelInitiateBookingSchema, response: { 200: hotelPriceLockSchema, ...errors } } },
      async (request) => {
        const lock = await hotels.initiateBooking(request.body.hotel_id, request.body.rate_id, stay(request.body));
        if (!lock) throw new AppError('CONFLICT', messages.hotelNotAvailable);
        return lock;
      },
    );
    app.post(
      '/api/rewards/luxury_staycations/create_booking',
      { ...user, schema: { ...tag('rewards'), body: hotelCreateBookingSchema, response: { 200: hotelSupplierBookingSchema, ...errors } } },
      async (request) => rewards.hotelBooking(request.user!.id, request.body.order_token),
    );
    app.get(
      '/api/rewards/luxury_staycations/exchange_rates',
      { schema: { ...tag('rewards'), querystring: exchangeRatesQuerySchema, response: { 200: exchangeRatesSchema, ...errors } } },
      async (request) => hotels.exchangeRates(request.query.base),
    );

    // The cardholder: every booking in one timeline, validation, the offers token, one booking's details.
    app.get(
      '/api/rewards/users/bookings',
      { ...user, schema: { ...tag('rewards'), querystring: userBookingsQuerySchema, response: { 200: userBookingsSchema, ...errors } } },
      async (request) => ({ data: await rewards.bookings(request.user!.id, request.query.booking_type) }),
    );
    app.get(
      '/api/rewards/users/user_validation',
      { ...user, schema: { ...tag('rewards'), response: { 200: userValidationSchema, ...errors } } },
      async (request) => rewards.userValidation(request.user!.id),
    );
    app.post(
      '/api/rewards/users/generate_offers_token',
      { ...user, schema: { ...tag('rewards'), response: { 200: offersTokenSchema, ...errors } } },
      async (request) => rewards.offersToken(request.user!.id),
    );
    app.get(
      '/api/rewards/users/booking_information',
      {
        ...user,
        schema: { ...tag('rewards'), querystring: bookingInformationQuerySchema, response: { 200: bookingInformationSchema, ...errors } },
      },
      async (request) => rewards.bookingInformation(request.user!.id, request.query.booking_id),
    );

    // Expeditions (legacy nat_geo): search, filters, details, an enquiry the concierge follows up.
    app.get(
      '/api/rewards/nat_geo/search',
      { schema: { ...tag('rewards'), querystring: expeditionSearchQuerySchema, response: { 200: expeditionSearchSchema, ...errors } } },
      async ({ query }) => {
        const duration = expeditionFilters().durations.find((d) => d.id === query.duration);
        const q = query.query?.toLowerCase();
        return {
          expeditions: expeditions
            .filter(
              (e) =>
                (!q || `${e.name} ${e.destination} ${e.theme}`.toLowerCase().includes(q)) &&
                (!query.destination || e.destination === query.destination) &&
                (!query.theme || e.theme === query.theme) &&
                (!query.month || e.months.includes(query.month)) &&
                (!duration || (e.days >= duration.min_days && e.days <= duration.max_days)),
            )
            .map(expeditionSummary),
        };
      },
    );
    app.get(
      '/api/rewards/nat_geo/filters',
      { schema: { ...tag('rewards'), response: { 200: expeditionFiltersSchema, ...errors } } },
      async () => expeditionFilters(),
    );
    app.get(
      '/api/rewards/nat_geo/details/:id',
      {
        schema: {
          ...tag('rewards'),
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: expeditionDetailsSchema, ...errors },
        },
      },
      async (request) => {
        const details = expeditionDetails(request.params.id, new Date());
        if (!details) throw new AppError('NOT_FOUND', messages.expeditionNotFound);
        return details;
      },
    );
    app.post(
      '/api/rewards/nat_geo/enquiry',
      {
        ...user,
        schema: {
          ...tag('rewards'),
          body: expeditionEnquirySchema,
          response: { 200: z.object({ data: userBookingSchema, msg: z.string() }), ...errors },
        },
      },
      async (request) => ({
        data: await rewards.enquireExpedition(request.user!.id, request.body),
        msg: messages.expeditionEnquiryReceived,
      }),
    );

    // The cart (Core service) and its checkout: one payment for the whole cart.
    /** A cart call: the signed-in cardholder's own cart, under the `cart` tag, answering `answer` or an error. */
    const cartCall = <Schema extends object, Answer extends z.ZodType>(schema: Schema, answer: Answer) => ({
      ...user,
      schema: { ...tag('cart'), ...schema, response: { 200: answer, ...errors } },
    });
    app.get('/api/core/user/cart/cart_items', cartCall({}, cartSchema), async (request) => rewards.cart(request.user!.id));
    app.delete('/api/core/user/cart/cart_items/:id', cartCall({ params: idParamsSchema }, cartSchema), async (request) =>
      rewards.removeItem(request.user!.id, request.params.id),
    );
    app.post('/api/core/user/cart/add_items', cartCall({ body: addCartItemsSchema }, cartSchema), async (request) =>
      rewards.addItems(request.user!.id, request.body.items),
    );
    app.post('/api/core/user/cart/checkout', cartCall({}, checkoutSchema), async (request) => rewards.startCheckout(request.user!.id));
    app.get('/api/core/user/cart/checkout/:id', cartCall({ params: idParamsSchema }, checkoutSchema), async (request) =>
      rewards.checkout(request.user!.id, request.params.id),
    );
    app.post(
      '/api/core/user/cart/checkout/:id/pay',
      cartCall({ params: idParamsSchema, body: checkoutPaySchema }, paymentResponseSchema),
      async (request) => rewards.pay(request.user!.id, request.params.id, request.body, publicBaseUrl(config, request)),
    );

    await app.register(
      gatewayReturnRoutes({
        path: '/api/rewards/checkout',
        what: 'cart payment',
        handle: async (form) => {
          const result = await rewards.handleCallback(form);
          const landing = (outcome: 'success' | 'failure') => `/cart/checkout/${result.checkoutId}?outcome=${outcome}`;
          if (!result.verified) return { verified: false, landing: result.checkoutId ? landing('failure') : undefined };
          return { verified: true, landing: landing(result.paid ? 'success' : 'failure') };
        },
      }),
    );
  };
