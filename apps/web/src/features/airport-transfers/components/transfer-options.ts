import {
  airportCities,
  airportsFor,
  assistanceFor,
  assistanceForTravelType,
  assistanceTypes,
  sectorsForCity,
  travelSectors,
  travelTimeSlots,
  type AssistanceType,
  type TransferAirport,
  type TravelSector,
  type TravelType,
} from '@portal/contract';

export interface TransferSelections {
  city: string;
  travel_type: string;
  travel_sector: string;
  assistance_type: string;
  booking_date: string;
}

/** The choices each dependent select offers, from the shared airport and time rules (spec 02 §4/§5). */
export function transferOptions(airports: readonly TransferAirport[], s: TransferSelections, now: Date) {
  const sector = (travelSectors as readonly string[]).includes(s.travel_sector) ? (s.travel_sector as TravelSector) : undefined;
  const assistance = (assistanceTypes as readonly string[]).includes(s.assistance_type) ? (s.assistance_type as AssistanceType) : undefined;
  const directions = s.city ? assistanceFor(airports, s.city, sector) : [...assistanceTypes];
  const wanted = s.travel_type in assistanceForTravelType ? assistanceForTravelType[s.travel_type as TravelType] : undefined;
  return {
    cities: airportCities(airports),
    sectors: s.city ? sectorsForCity(airports, s.city) : [...travelSectors],
    assistance: wanted ? directions.filter((d) => d === wanted) : directions,
    airports: s.city ? airportsFor(airports, { city: s.city, sector, assistance }).map((a) => a.airport) : [],
    slots: travelTimeSlots(s.booking_date, now),
  };
}
