import type { ShapedKindFacts, VenueSlotFacts, VenueSlotWords } from '../bookings/shapes/shape-words.ts';

// Self-contained (nothing but types imported): the pages load it apart, and a shared import would split the home's chunk.

/** A slot from the day after tomorrow, for 2 to 22 players. */
export const TURF_ADVANCE_DAYS = 1;
export const TURF_MIN_PLAYERS = 2;
export const TURF_MAX_PLAYERS = 22;
export const turfSports = ['football', 'box_cricket', 'pickleball'] as const;
export type TurfSport = (typeof turfSports)[number];

/** An hour on a sports turf (issue 15), a kind of the venue + hour slot shape: its rules' facts. */
export const turfRules = {
  family: 'turf_enquiry',
  venueKey: 'turf_venue',
  activities: turfSports,
  people: { min: TURF_MIN_PLAYERS, max: TURF_MAX_PLAYERS },
  advanceDays: TURF_ADVANCE_DAYS,
  messages: {
    venueRequired: 'turfVenueRequired',
    activityRequired: 'turfSportRequired',
    slotRequired: 'turfSlotRequired',
    peopleRange: 'turfPlayersRange',
    slotOutsideHours: 'turfSlotOutsideHours',
  },
} as const satisfies VenueSlotFacts;

/** Its pages, in words. */
export const turfWords: VenueSlotWords = {
  shape: 'venue-slot',
  icon: 'trophy',
  heading: 'Book a sports turf',
  intro: 'Complimentary one-hour slots for football, box cricket and pickleball at partner turfs in 11 cities.',
  action: 'Book a turf slot',
  stickyAction: 'Book a slot',
  service: 'complimentary turf slots',
  unit: { one: 'slot', many: 'slots' },
  highlights: [
    { icon: 'trophy', text: 'Complimentary one-hour slots for football, box cricket and pickleball.' },
    { icon: 'map-pin', text: 'Partner turfs in 11 cities, listed below by city.' },
    { icon: 'users', text: 'Bring your team: from 2 to 22 players, you included.' },
  ],
  choose: 'Choose a city, a turf, the sport, a day and a one-hour slot, for 2 to 22 players.',
  list: { id: 'turf-venues', heading: 'Turfs', loading: 'Loading turfs' },
  dialog: { title: 'Book a sports turf', unit: 'slots', bookingsLabel: 'See your turf bookings' },
  checkout: { title: 'Complete your turf booking' },
  submit: 'Send booking request',
  venue: { label: 'Turf', choose: 'Select a turf', first: 'Select a turf first' },
  activity: { label: 'Sport', choose: 'Select a sport' },
  people: { label: 'Players', hint: 'From 2 to 22, you included.' },
  booked: 'Turf slot',
};

/** What its registry entry loads with its pages. */
export const turfFacts: ShapedKindFacts = { shape: 'venue-slot', facts: turfRules, words: turfWords };
