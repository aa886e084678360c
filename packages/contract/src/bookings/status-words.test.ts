import { describe, expect, it } from 'vitest';
import { bookingStatuses } from './booking-status.ts';
import { rewardBookingStatuses } from '../rewards/users.ts';
import { checkoutItemOutcomes } from '../rewards/cart.ts';
import {
  bookingStatusLabels,
  bookingStatusWords,
  checkoutOutcomeWords,
  knownStatus,
  rewardStatusWords,
  statusLabel,
  statusWords,
} from './status-words.ts';

describe('one status language (issue 30)', () => {
  it('says a paid tour is "Confirmed" at every step: the cart, the booking it becomes, and its calendar entry', () => {
    // Before: "Booked" on the cart, "Pending" in /my-bookings, CONFIRMED in the .ics.
    expect(checkoutOutcomeWords.booked.label).toBe('Confirmed');
    expect(rewardStatusWords.pending.label).toBe('Confirmed');
    expect(rewardStatusWords.pending.calendar).toBe('CONFIRMED');
    expect(statusWords('pending')).toEqual(statusWords('confirmed'));
  });

  it('gives every internal status of every table words, and one status name the same words in both tables', () => {
    for (const status of bookingStatuses) expect(bookingStatusWords[status].label).toMatch(/^[A-Z]/);
    for (const status of rewardBookingStatuses) expect(rewardStatusWords[status].label).toMatch(/^[A-Z]/);
    for (const outcome of checkoutItemOutcomes) expect(checkoutOutcomeWords[outcome].label).toMatch(/^[A-Z]/);
    const shared = rewardBookingStatuses.filter((s) => (bookingStatuses as readonly string[]).includes(s));
    expect(shared.length).toBeGreaterThan(0);
    for (const status of shared) expect(rewardStatusWords[status]).toEqual(bookingStatusWords[status as 'confirmed']);
  });

  it('maps to the calendar: only a booked service is CONFIRMED, a request TENTATIVE, anything ended CANCELLED', () => {
    expect(statusWords('confirmed').calendar).toBe('CONFIRMED');
    expect(statusWords('requested').calendar).toBe('TENTATIVE');
    expect(statusWords('enquiry_received').calendar).toBe('TENTATIVE');
    for (const ended of ['cancelled', 'declined', 'refunded', 'user_cancelled', 'expired'] as const)
      expect(statusWords(ended).calendar).toBe('CANCELLED');
  });

  it('keeps the machine labels the staff console and the lists already showed, from the same table', () => {
    expect(bookingStatusLabels.pending_payment).toBe('Awaiting payment');
    expect(bookingStatusLabels.requested).toBe('Requested');
    expect(bookingStatusLabels.no_show).toBe('No-show');
    expect(statusLabel('enquiry_received')).toBe('Enquiry received');
    expect(statusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('knownStatus', () => {
  it('keeps a status the language knows, of either table, and reads one it does not know as in progress', () => {
    expect(knownStatus('confirmed')).toBe('confirmed');
    expect(knownStatus('pending_payment')).toBe('pending_payment');
    expect(knownStatus('enquiry_received')).toBe('enquiry_received');
    expect(knownStatus('something_new')).toBe('requested');
  });
});
