import type { z } from 'zod';
import type { CatalogueDestination, CatalogueHotel, HotelContent } from './hotel-catalogue.ts';
import {
  contentCountriesResponseSchema,
  contentDestinationsResponseSchema,
  contentHotelsResponseSchema,
  contentRoomTypesResponseSchema,
  HOTEL_CONTENT_API,
  type ContentHotel,
} from './hotelbeds-content-schemas.ts';
import { errorEnvelopeSchema } from './hotelbeds-schemas.ts';
import { hotelbedsHeaders } from './hotelbeds-signature.ts';

export interface ContentImportOptions {
  url: string;
  apiKey: string;
  secret: string;
  /** ISO country codes whose hotels are imported (the portal sells India and a few abroad). */
  countryCodes: string[];
  pageSize?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/** Where Hotelbeds serves the pictures its content names by path (add the origin to CSP_EXTRA_ORIGINS to show them). */
export const HOTELBEDS_PHOTOS = 'https://photos.hotelbeds.com/giata/bigger/';
const CURRENCY_OF_COUNTRY: Record<string, string> = { IN: 'INR', AE: 'AED', GB: 'GBP', US: 'USD' };

/**
 * Copies the supplier's content (APItude Hotel Content API 1.0) into the shape the catalogue serves: every hotel of
 * the given countries with its rooms, its destination and state by name, its star rating and first general picture.
 * Reads every page before answering, so a failed import changes nothing. Names of rooms come from `types/rooms`.
 */
export async function fetchHotelContent(options: ContentImportOptions): Promise<HotelContent & { pages: number }> {
  const base = options.url.replace(/\/+$/, '');
  const pageSize = options.pageSize ?? 500;
  const now = options.now ?? (() => new Date());
  let pages = 0;

  async function read<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const query = new URLSearchParams({ fields: 'all', language: 'ENG', ...params });
    const response = await fetch(`${base}${HOTEL_CONTENT_API}${path}?${query}`, {
      headers: hotelbedsHeaders(options.apiKey, options.secret, now()),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const envelope = errorEnvelopeSchema.safeParse(json);
      const reason = envelope.success ? `${envelope.data.error.code}: ${envelope.data.error.message}` : 'no error envelope';
      throw new Error(`GET ${HOTEL_CONTENT_API}${path} answered ${response.status} (${reason})`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`GET ${HOTEL_CONTENT_API}${path}: not the Content API's answer (${parsed.error.message})`);
    pages++;
    return parsed.data;
  }

  async function readAll<T>(path: string, params: Record<string, string>, schema: z.ZodType<{ total: number } & T>, key: keyof T) {
    const items: unknown[] = [];
    for (let from = 1; ; from += pageSize) {
      const page = await read(path, { ...params, from: String(from), to: String(from + pageSize - 1) }, schema);
      const found = page[key] as unknown[];
      items.push(...found);
      if (found.length === 0 || items.length >= page.total) return items;
    }
  }

  const countryCodes = options.countryCodes.map((code) => code.toUpperCase()).join(',');
  const countries = (await readAll('/locations/countries', {}, contentCountriesResponseSchema, 'countries')) as z.infer<
    typeof contentCountriesResponseSchema
  >['countries'];
  const destinations = (await readAll(
    '/locations/destinations',
    { countryCodes },
    contentDestinationsResponseSchema,
    'destinations',
  )) as z.infer<typeof contentDestinationsResponseSchema>['destinations'];
  const contentHotels = (await readAll('/hotels', { countryCodes }, contentHotelsResponseSchema, 'hotels')) as ContentHotel[];
  const roomTypes = (await readAll('/types/rooms', {}, contentRoomTypesResponseSchema, 'rooms')) as z.infer<
    typeof contentRoomTypesResponseSchema
  >['rooms'];

  const roomName = new Map(roomTypes.map((type) => [type.code, type.typeDescription?.content ?? type.description ?? type.code]));
  const country = new Map(countries.map((c) => [c.code, c]));
  const stateName = (hotel: ContentHotel) =>
    country.get(hotel.countryCode)?.states.find((state) => state.code === hotel.stateCode)?.name ??
    country.get(hotel.countryCode)?.description?.content ??
    hotel.countryCode;

  const hotels: CatalogueHotel[] = contentHotels
    .filter((hotel) => hotel.rooms.length > 0)
    .map((hotel) => {
      const picture = [...hotel.images].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).find((image) => image.imageTypeCode === 'GEN');
      return {
        id: `hb-${hotel.code}`,
        code: hotel.code,
        name: hotel.name.content,
        destinationId: hotel.destinationCode.toLowerCase(),
        stars: Math.min(5, Math.max(1, Number.parseInt(hotel.categoryCode ?? '', 10) || 3)),
        currency: CURRENCY_OF_COUNTRY[hotel.countryCode] ?? 'EUR',
        address: [hotel.address?.content, hotel.city?.content].filter(Boolean).join(', '),
        rooms: hotel.rooms.map((room) => ({
          id: room.roomCode,
          name: roomName.get(room.roomCode) ?? room.roomCode,
          maxAdults: room.maxAdults ?? 2,
          maxChildren: room.maxChildren ?? 0,
        })),
        ...(hotel.description ? { description: hotel.description.content } : {}),
        ...(picture ? { imageUrl: `${HOTELBEDS_PHOTOS}${picture.path}` } : {}),
      };
    });
  const withHotels = new Set(hotels.map((hotel) => hotel.destinationId));
  const catalogueDestinations: CatalogueDestination[] = destinations
    .filter((d) => withHotels.has(d.code.toLowerCase()))
    .map((d) => {
      const first = contentHotels.find((hotel) => hotel.destinationCode === d.code)!;
      return { id: d.code.toLowerCase(), name: d.name?.content ?? d.code, state: stateName(first) };
    });
  return { hotels, destinations: catalogueDestinations, pages };
}
