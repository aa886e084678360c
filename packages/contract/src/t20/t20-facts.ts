import type { FixtureTicketsFacts, FixtureTicketsWords, ShapedKindFacts } from '../bookings/shapes/shape-words.ts';

// Self-contained (nothing but types imported): the pages load it apart, and a shared import would split the home's chunk.

/** Requests close 3 days before the match, 2 tickets at most. */
export const T20_CLOSE_DAYS_BEFORE = 3;
export const T20_MAX_TICKETS = 2;

/** Tickets for a T20 match (issue 15), a kind of the fixture + tickets shape: its rules' facts. */
export const t20Rules = {
  family: 't20_enquiry',
  maxTickets: T20_MAX_TICKETS,
  closeDaysBefore: T20_CLOSE_DAYS_BEFORE,
  messages: {
    fixtureRequired: 't20MatchRequired',
    fixtureClosed: 't20MatchClosed',
    standRequired: 't20StandRequired',
    ticketsRange: 't20TicketsRange',
    noneOpen: 'noOpenT20Match',
  },
} as const satisfies FixtureTicketsFacts;

/** Its pages, in words. */
export const t20Words: FixtureTicketsWords = {
  shape: 'fixture-tickets',
  icon: 'ticket',
  heading: 'T20 match-day tickets',
  intro: 'Ask for complimentary tickets to a T20 match: we arrange them and tell you where to collect them.',
  action: 'Request tickets',
  stickyAction: 'Get tickets',
  service: 'complimentary T20 tickets',
  unit: { one: 'ticket', many: 'tickets' },
  highlights: [
    { icon: 'ticket', text: 'Complimentary tickets to T20 matches: 1 or 2 tickets a request, in the stand you choose.' },
    { icon: 'map-pin', text: 'We arrange the tickets and tell you where to collect them.' },
    { icon: 'clock', text: `Requests for a match close ${T20_CLOSE_DAYS_BEFORE} days before the first ball.` },
  ],
  choose: 'Choose a match from the fixture list, a stand, and 1 or 2 tickets.',
  list: { id: 't20-fixtures', heading: 'Fixtures', loading: 'Loading matches' },
  dialog: { title: 'Request T20 tickets', unit: 'tickets', bookingsLabel: 'See your T20 bookings' },
  checkout: { title: 'Complete your T20 ticket request' },
  submit: 'Send booking request',
  ticket: 'T20 ticket',
};

/** What its registry entry loads with its pages. */
export const t20Facts: ShapedKindFacts = { shape: 'fixture-tickets', facts: t20Rules, words: t20Words };
