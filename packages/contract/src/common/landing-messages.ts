/**
 * The catalogue's strings a service landing draws before any click (the hero and banner, the card check's refusal
 * and eligible-cards link, the gateway return's toasts). Like the shell's, they sit apart so a landing does not load
 * the whole catalogue (issue 31, e2e/web-budget.test.ts); `messages` spreads them in, so everyone else reads them
 * from there as usual.
 */
export const landingMessages = {
  // spec 02 — landings and toasts
  golfHero: 'Tee-off with a master stroke',
  golfPlayEntry: 'Familiar with the Game',
  bookGolfGame: 'Book a Golf Game',
  golfLearnEntry: 'New to the Game',
  bookGolfLesson: 'Book a Golf Lesson',
  bookAVisit: 'Book a visit',
  golfEnquirySubmitted: 'Enquiry submitted successfully.',
  binValidationNetwork: 'An issue occured during validation, please try again later.',
  invalidBinDialog: 'Invalid Bin',
  airportEnquirySubmitted: 'Thank you for the travel details. You will be sent the service confirmation shortly.',
  transfersBanner: 'Airport Transfers',
  transfersBannerText:
    'Complimentary chauffeured luxury airport pick-ups/drops at locations of your choice to make your journey more comfortable.',
  eligibleAirportsLink: 'List of eligible airports.',
  // Designed where spec 02 leaves the wording unshown: the transfer eligibility notice.
  transferEligibleCards: (cardNames: string) => `Airport transfers are applicable only to the ${cardNames} cards.`,
  transferPageTitle: 'Airport Transfer Service',
  bookYourTransfer: 'Book your transfer',
  // Not the spec's (issue 20: the moments after an action): what the card check says of a card without the service.
  yourCardLacksService: (card: string, service: string) => `Your card, ${card}, does not include ${service}.`,
  cardsWithBenefit: (service: string, cards: string) => `Only these cards include ${service}: ${cards}.`,
  seeEligibleCards: 'See the eligible cards',
} as const;
