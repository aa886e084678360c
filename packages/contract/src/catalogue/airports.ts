import { z } from 'zod';

const yn = z.enum(['Y', 'N']);

/** Spec 02 §3 'Airport catalogue (concierge)'. */
export const conciergeAirportSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  city: z.string().min(1),
  airport: z.string().min(1),
  terminals: z.array(z.string().min(1)).min(1),
  buggy_service: yn,
  domestic: yn,
  international: yn,
  departure: yn,
  arrival: yn,
});
export type ConciergeAirport = z.infer<typeof conciergeAirportSchema>;

/** Spec 02 §3 'Airport list (transfer)'. */
export const transferAirportSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  city: z.string().min(1),
  airport: z.string().min(1),
  luxury: z.boolean(),
  domestic: yn,
  international: yn,
  departure: yn,
  arrival: yn,
});
export type TransferAirport = z.infer<typeof transferAirportSchema>;

export const airportServices = ['concierge', 'transfer'] as const;
export type AirportService = (typeof airportServices)[number];
export const airportListQuerySchema = z.object({ service: z.enum(airportServices) });
