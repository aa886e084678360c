import type { z } from 'zod';
import { T20_CLOSE_DAYS_BEFORE, T20_MAX_TICKETS } from '../common/constants.ts';
import { messages } from '../common/messages.ts';
import { fixtureTicketsShape } from '../bookings/shapes/fixture-tickets.ts';

/** POST /api/booking/t20_enquiries: tickets for one T20 match (issue 15), a kind of the fixture + tickets shape. */
export const t20 = fixtureTicketsShape({
  family: 't20_enquiry',
  maxTickets: T20_MAX_TICKETS,
  closeDaysBefore: T20_CLOSE_DAYS_BEFORE,
  messages: {
    fixtureRequired: messages.t20MatchRequired,
    fixtureClosed: messages.t20MatchClosed,
    standRequired: messages.t20StandRequired,
    ticketsRange: messages.t20TicketsRange,
  },
});

export const t20EnquirySchemas = t20.schemas;
export const t20EnquiryPayloadSchema = t20.schemas.payload;
export type T20EnquiryPayload = z.infer<typeof t20EnquiryPayloadSchema>;
export type T20RequestInfo = z.infer<typeof t20.schemas.requestInfo>;
export type T20EnquiryResource = z.infer<typeof t20.schemas.resource>;
export const t20RuleIssues = t20.ruleIssues;
