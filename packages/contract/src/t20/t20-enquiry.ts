import type { z } from 'zod';
import { fixtureTicketsShape } from '../bookings/shapes/fixture-tickets.ts';
import { t20Rules } from './t20-facts.ts';

/** POST /api/booking/t20_enquiries: tickets for one T20 match (issue 15), a kind of the fixture + tickets shape. */
export const t20 = fixtureTicketsShape(t20Rules);

export const t20EnquirySchemas = t20.schemas;
export const t20EnquiryPayloadSchema = t20.schemas.payload;
export type T20EnquiryPayload = z.infer<typeof t20EnquiryPayloadSchema>;
export type T20RequestInfo = z.infer<typeof t20.schemas.requestInfo>;
export type T20EnquiryResource = z.infer<typeof t20.schemas.resource>;
export const t20RuleIssues = t20.ruleIssues;
