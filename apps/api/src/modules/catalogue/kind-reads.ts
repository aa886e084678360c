import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingKinds, type BookingType } from '@portal/contract';
import { sendSerialised, serialisedOnce } from '../../lib/serialised-once.ts';
import type { CatalogueSnapshot } from './service.ts';

/** Where a kind's catalogue is read (its registry `catalogue`): the route, and the query naming the kind, if any. */
export function kindCatalogueRoute(type: BookingType): { path: string; query?: [name: string, value: string] } {
  const [path, search] = bookingKinds[type].catalogue.split('?');
  const query = search ? [...new URLSearchParams(search)][0] : undefined;
  return { path: `/api${path}`, ...(query && { query }) };
}

/**
 * The key a validated catalogue query is kept under: its names in order with their values. `URLSearchParams`
 * built from the query object per request was 6% of a golf course list read's CPU (bench:core profile).
 */
export function catalogueQueryKey(type: string, query: Record<string, unknown>): string {
  let key = type;
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined) key += `&${name}=${String(value)}`;
  }
  return key;
}

/** Answers with JSON built from the current catalogue, serialised once per catalogue version under `key`. */
export async function sendCatalogueAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  build: (snapshot: CatalogueSnapshot) => unknown,
) {
  const snapshot = await app.catalogue.current();
  return sendSerialised(
    reply.request,
    reply,
    serialisedOnce(snapshot.serialised, key, () => build(snapshot)),
  );
}
