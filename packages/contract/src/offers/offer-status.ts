/**
 * Issue 18: an offer's own status. draft -> live -> paused | expired; a paused offer goes live again; expired is
 * the end. Status changes go through `nextOfferStatus`, never a string comparison elsewhere.
 */
export const offerStatuses = ['draft', 'live', 'paused', 'expired'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerTransitions: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  draft: ['live'],
  live: ['paused', 'expired'],
  paused: ['live', 'expired'],
  expired: [],
};

/** Who changes an offer's status: a merchant's user (its own offers) or the programme admin. */
export type OfferActor = 'merchant' | 'admin';
/**
 * Which of the machine's moves each actor may make: only the admin approves a draft (draft -> live) and expires an
 * offer; a merchant pauses its live offer and resumes its paused one.
 */
const offerMoveActors: Readonly<Partial<Record<`${OfferStatus}->${OfferStatus}`, readonly OfferActor[]>>> = {
  'draft->live': ['admin'],
  'live->paused': ['merchant', 'admin'],
  'live->expired': ['admin'],
  'paused->live': ['merchant', 'admin'],
  'paused->expired': ['admin'],
};

/** The status after asking for `to` (as `actor`, when given), or undefined when the machine does not allow it. */
export function nextOfferStatus(from: OfferStatus, to: OfferStatus, actor?: OfferActor): OfferStatus | undefined {
  if (!offerTransitions[from].includes(to)) return undefined;
  if (actor && !offerMoveActors[`${from}->${to}`]?.includes(actor)) return undefined;
  return to;
}

/** The statuses `actor` may move an offer in `from` to (what a console offers as actions). */
export const offerMovesFor = (from: OfferStatus, actor: OfferActor): OfferStatus[] =>
  offerTransitions[from].filter((to) => nextOfferStatus(from, to, actor) !== undefined);

/** Only a live offer inside its validity can be redeemed or selected. */
export function isOfferOpen(offer: { status: OfferStatus; valid_from: string; valid_to: string }, today: string): boolean {
  return offer.status === 'live' && offer.valid_from <= today && today <= offer.valid_to;
}

export const offerTypes = ['voucher', 'coupon', 'show_and_save', 'gift_card'] as const;
export type OfferType = (typeof offerTypes)[number];

/**
 * A redemption (an offer redeemed or a gift card claimed): otp_sent until the code is confirmed; then completed
 * (voucher, coupon, show-and-save, a fulfilled gift card), pending (a gift card the provider settles later),
 * failed (the provider refused: the bundle unit goes back), sold_out (the pool ran dry meanwhile) or expired
 * (the code was never confirmed).
 */
export const redemptionStatuses = ['otp_sent', 'pending', 'completed', 'failed', 'sold_out', 'expired'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

export const redemptionTransitions: Readonly<Record<RedemptionStatus, readonly RedemptionStatus[]>> = {
  otp_sent: ['completed', 'pending', 'failed', 'sold_out', 'expired'],
  pending: ['completed', 'failed'],
  completed: [],
  failed: [],
  sold_out: [],
  expired: [],
};

export function nextRedemptionStatus(from: RedemptionStatus, to: RedemptionStatus): RedemptionStatus | undefined {
  return redemptionTransitions[from].includes(to) ? to : undefined;
}

/** Counts toward a per-user limit and a bundle's allowance: everything but what never happened or was given back. */
export const redemptionCounts = (status: RedemptionStatus) => status === 'completed' || status === 'pending';

export const bundlePeriods = ['year', 'quarter'] as const;
export type BundlePeriod = (typeof bundlePeriods)[number];

/** The period a day (YYYY-MM-DD) falls in: '2026' for a yearly allowance, '2026-Q4' for a quarterly one. */
export function bundlePeriodKey(period: BundlePeriod, day: string): string {
  const year = day.slice(0, 4);
  if (period === 'year') return year;
  return `${year}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}
