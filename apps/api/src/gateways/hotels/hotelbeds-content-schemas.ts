import { z } from 'zod';

/**
 * The part of Hotelbeds' APItude Hotel Content API 1.0 (JSON) the import reads, as published at
 * https://developer.hotelbeds.com/documentation/hotels/content-api/ (hotels, locations/countries,
 * locations/destinations, types/rooms: `fields`, `language`, `from`/`to` paging, `countryCodes`/`destinationCodes`).
 * Content comes as `{ content }` text nodes; only the fields we read are listed, `.loose()` keeps the rest.
 * Same signature headers as the Booking API. The sandbox answers these shapes and a test checks both sides.
 */
export const HOTEL_CONTENT_API = '/hotel-content-api/1.0';

const text = z.object({ content: z.string() }).loose();
const page = { from: z.number().int(), to: z.number().int(), total: z.number().int() };

export const contentHotelSchema = z
  .object({
    code: z.number().int().positive(),
    name: text,
    description: text.optional(),
    countryCode: z.string(),
    stateCode: z.string().optional(),
    destinationCode: z.string(),
    /** "5EST", "4EST", "3LL"…: the leading digit is the star rating. */
    categoryCode: z.string().optional(),
    address: text.optional(),
    city: text.optional(),
    rooms: z
      .array(
        z
          .object({
            roomCode: z.string(),
            maxAdults: z.number().int().min(1).optional(),
            maxChildren: z.number().int().min(0).optional(),
          })
          .loose(),
      )
      .default([]),
    images: z.array(z.object({ path: z.string(), imageTypeCode: z.string().optional(), order: z.number().optional() }).loose()).default([]),
  })
  .loose();
export type ContentHotel = z.infer<typeof contentHotelSchema>;
export const contentHotelsResponseSchema = z.object({ ...page, hotels: z.array(contentHotelSchema) }).loose();

export const contentDestinationsResponseSchema = z
  .object({
    ...page,
    destinations: z.array(z.object({ code: z.string(), name: text.optional(), countryCode: z.string() }).loose()),
  })
  .loose();

export const contentCountriesResponseSchema = z
  .object({
    ...page,
    countries: z.array(
      z
        .object({
          code: z.string(),
          description: text.optional(),
          states: z.array(z.object({ code: z.string(), name: z.string() }).loose()).default([]),
        })
        .loose(),
    ),
  })
  .loose();

export const contentRoomTypesResponseSchema = z
  .object({
    ...page,
    rooms: z.array(z.object({ code: z.string(), description: z.string().optional(), typeDescription: text.optional() }).loose()),
  })
  .loose();
