import { HOTEL_CONTENT_API } from './hotelbeds-content-schemas.ts';
import { sandboxDestinations, sandboxHotels } from './sandbox-hotels.ts';
import type { Answer } from './sandbox-supplier.ts';

/**
 * The sandbox's Content API (GET only, paged by `from`/`to`): its inventory as APItude publishes content, so the
 * import (`npm run hotels:import`) runs against it exactly as against Hotelbeds. Destination codes are the ids in
 * capitals, state codes the state's name slugged, room codes the room ids.
 */
const countryOf = (destinationId: string) => (destinationId === 'dubai' ? 'AE' : 'IN');
const stateCodeOf = (state: string) => state.toUpperCase().replace(/[^A-Z]+/g, '-');

const hotels = () =>
  sandboxHotels.map((hotel) => {
    const destination = sandboxDestinations.find((d) => d.id === hotel.destinationId)!;
    return {
      code: hotel.code,
      name: { content: hotel.name },
      description: { content: hotel.description },
      countryCode: countryOf(hotel.destinationId),
      stateCode: stateCodeOf(destination.state),
      destinationCode: hotel.destinationId.toUpperCase(),
      categoryCode: `${hotel.stars}EST`,
      address: { content: hotel.address },
      city: { content: destination.name },
      rooms: hotel.rooms.map((room) => ({
        roomCode: room.id,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        maxPax: room.maxAdults + room.maxChildren,
      })),
      images: [{ imageTypeCode: 'GEN', path: `sandbox/${hotel.id}.jpg`, order: 1 }],
    };
  });

const destinations = () =>
  sandboxDestinations.map((d) => ({ code: d.id.toUpperCase(), name: { content: d.name }, countryCode: countryOf(d.id) }));

const countries = () =>
  (['IN', 'AE'] as const).map((code) => ({
    code,
    description: { content: code === 'IN' ? 'India' : 'United Arab Emirates' },
    states: [...new Set(sandboxDestinations.filter((d) => countryOf(d.id) === code).map((d) => d.state))].map((name) => ({
      code: stateCodeOf(name),
      name,
    })),
  }));

const roomTypes = () =>
  sandboxHotels.flatMap((hotel) =>
    hotel.rooms.map((room) => ({ code: room.id, description: room.name.toUpperCase(), typeDescription: { content: room.name } })),
  );

function paged<T>(key: string, items: T[], query: Record<string, string>, auditData: unknown): Answer {
  const from = Math.max(1, Number(query.from ?? 1) || 1);
  const to = Math.min(from + 999, Number(query.to ?? from + 99) || from + 99);
  return { status: 200, body: { auditData, from, to, total: items.length, [key]: items.slice(from - 1, to) } };
}

const listed = (query: Record<string, string>, name: string) =>
  query[name] ? new Set(query[name].split(',').map((code) => code.trim().toUpperCase())) : undefined;

/** The answer to a Content API call, or undefined when the path is not one. */
export function contentAnswer(path: string, query: Record<string, string>, auditData: unknown): Answer | undefined {
  if (!path.startsWith(`${HOTEL_CONTENT_API}/`)) return undefined;
  const countryCodes = listed(query, 'countryCodes');
  const destinationCodes = listed(query, 'destinationCode') ?? listed(query, 'destinationCodes');
  switch (path.slice(HOTEL_CONTENT_API.length)) {
    case '/hotels':
      return paged(
        'hotels',
        hotels().filter(
          (h) => (!countryCodes || countryCodes.has(h.countryCode)) && (!destinationCodes || destinationCodes.has(h.destinationCode)),
        ),
        query,
        auditData,
      );
    case '/locations/destinations':
      return paged(
        'destinations',
        destinations().filter((d) => !countryCodes || countryCodes.has(d.countryCode)),
        query,
        auditData,
      );
    case '/locations/countries':
      return paged('countries', countries(), query, auditData);
    case '/types/rooms':
      return paged('rooms', roomTypes(), query, auditData);
    default:
      return undefined;
  }
}
