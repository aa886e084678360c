import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NearbyOffer } from './offer-types';

export interface Position {
  lat: number;
  lng: number;
}

/** GET /offer/nearby_offers: live offers with an outlet within the radius (the API's default, 10 km), nearest first. */
export const getNearbyOffers = (position: Position, eligible: boolean) =>
  api
    .get<{ data: NearbyOffer[] }>('/offer/nearby_offers', {
      lat: position.lat.toFixed(4),
      lng: position.lng.toFixed(4),
      eligible: eligible ? 'true' : undefined,
    })
    .then((r) => r.data);

export const nearbyOffersQueryOptions = (position: Position, eligible: boolean, viewer: string) =>
  queryOptions({
    queryKey: ['offers', 'nearby', viewer, position.lat.toFixed(4), position.lng.toFixed(4), eligible],
    queryFn: () => getNearbyOffers(position, eligible),
  });

export const useNearbyOffers = (position: Position | undefined, eligible: boolean, viewer: string) =>
  useQuery({ ...nearbyOffersQueryOptions(position ?? { lat: 0, lng: 0 }, eligible, viewer), enabled: position !== undefined });
