import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hotelContent } from '../../db/schema/index.ts';
import type { CatalogueDestination, CatalogueHotel, HotelContent } from './hotel-catalogue.ts';

const hotelRow = z.object({
  id: z.string(),
  code: z.number().int(),
  name: z.string(),
  destinationId: z.string(),
  stars: z.number().int(),
  currency: z.string().length(3),
  address: z.string(),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), maxAdults: z.number().int(), maxChildren: z.number().int() })),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
}) satisfies z.ZodType<CatalogueHotel>;
const destinationRow = z.object({ id: z.string(), name: z.string(), state: z.string() }) satisfies z.ZodType<CatalogueDestination>;

/** Replaces the imported content whole, in one transaction: hotels the supplier no longer lists go. */
export async function replaceHotelContent(db: Database, content: HotelContent, now: Date) {
  const destinationOf = new Map(content.destinations.map((d) => [d.id, d]));
  await db.transaction(async (tx) => {
    await tx.delete(hotelContent);
    const rows = content.hotels
      .filter((hotel) => destinationOf.has(hotel.destinationId))
      .map((hotel) => ({
        code: hotel.code,
        hotel: { ...hotel },
        destination: { ...destinationOf.get(hotel.destinationId)! },
        importedAt: now,
      }));
    for (let at = 0; at < rows.length; at += 500) await tx.insert(hotelContent).values(rows.slice(at, at + 500));
  });
}

/** The imported content, each row checked (a row that does not parse stops the start naming its hotel code). */
export async function loadHotelContent(db: Database): Promise<HotelContent & { importedAt?: Date }> {
  const rows = await db.select().from(hotelContent).orderBy(hotelContent.code);
  const destinations = new Map<string, CatalogueDestination>();
  const hotels = rows.map((row) => {
    const hotel = hotelRow.safeParse(row.hotel);
    const destination = destinationRow.safeParse(row.destination);
    if (!hotel.success || !destination.success) throw new Error(`hotel_content row ${row.code} is not a catalogue hotel: import again`);
    destinations.set(destination.data.id, destination.data);
    return hotel.data;
  });
  return { hotels, destinations: [...destinations.values()], importedAt: rows[0]?.importedAt };
}
