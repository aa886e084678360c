import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { offerEligibility, eligibleCardFor } from './offer-eligibility.ts';
import { bundlePeriodKey, isOfferOpen, nextOfferStatus, nextRedemptionStatus, offerMovesFor } from './offer-status.ts';
import { cardMatchesByMode, refusedCardMessage } from '../catalogue/client-config.ts';
import { offerChangeSchema, offerCreateSchema, redeemOfferSchema } from './offer-schemas.ts';
import { blankOffer } from './blank-offer.ts';

const names: Record<string, string> = { reserve: 'Reserve', olympus: 'Olympus', select: 'SELECT' };
const name = (id: string) => names[id];

describe('offer status', () => {
  it('goes draft -> live -> paused | expired, a paused offer back to live, and never out of expired', () => {
    expect(nextOfferStatus('draft', 'live')).toBe('live');
    expect(nextOfferStatus('draft', 'paused')).toBeUndefined();
    expect(nextOfferStatus('live', 'paused')).toBe('paused');
    expect(nextOfferStatus('live', 'expired')).toBe('expired');
    expect(nextOfferStatus('paused', 'live')).toBe('live');
    expect(nextOfferStatus('expired', 'live')).toBeUndefined();
  });
  it('lets only the admin approve a draft and expire an offer; a merchant pauses and resumes its own', () => {
    expect(nextOfferStatus('draft', 'live', 'merchant')).toBeUndefined();
    expect(nextOfferStatus('draft', 'live', 'admin')).toBe('live');
    expect(nextOfferStatus('live', 'expired', 'merchant')).toBeUndefined();
    expect(nextOfferStatus('live', 'paused', 'merchant')).toBe('paused');
    expect(offerMovesFor('paused', 'merchant')).toEqual(['live']);
    expect(offerMovesFor('paused', 'admin')).toEqual(['live', 'expired']);
    expect(offerMovesFor('expired', 'admin')).toEqual([]);
  });
  it('is open only while live and inside its dates', () => {
    const offer = { status: 'live' as const, valid_from: '2026-01-01', valid_to: '2026-12-31' };
    expect(isOfferOpen(offer, '2026-06-01')).toBe(true);
    expect(isOfferOpen(offer, '2027-01-01')).toBe(false);
    expect(isOfferOpen({ ...offer, status: 'paused' }, '2026-06-01')).toBe(false);
  });
  it('lets a pending gift card settle either way, and a completed redemption stay completed', () => {
    expect(nextRedemptionStatus('pending', 'failed')).toBe('failed');
    expect(nextRedemptionStatus('completed', 'failed')).toBeUndefined();
  });
  it('counts allowances by year or by quarter', () => {
    expect(bundlePeriodKey('year', '2026-11-25')).toBe('2026');
    expect(bundlePeriodKey('quarter', '2026-11-25')).toBe('2026-Q4');
    expect(bundlePeriodKey('quarter', '2026-01-01')).toBe('2026-Q1');
  });
});

describe('offer eligibility', () => {
  it('says which cards may use an offer, offer by offer', () => {
    expect(offerEligibility(['reserve', 'olympus'], ['select'], name)).toEqual({
      eligible: false,
      reason: 'Available to Reserve and Olympus cardholders',
    });
    expect(offerEligibility(['reserve', 'select', 'olympus'], ['olympus'], name)).toEqual({
      eligible: true,
      reason: 'Available to Reserve, SELECT and Olympus cardholders',
    });
  });
  it('opens an offer listing no card to every card, but not to a cardholder without any card', () => {
    expect(offerEligibility([], ['select'], name)).toEqual({ eligible: true, reason: messages.offerAvailableToEveryCard });
    expect(offerEligibility([], [], name).eligible).toBe(false);
    expect(offerEligibility(['reserve'], undefined, name).eligible).toBeNull();
  });
  it('picks the first registered card that may use the offer', () => {
    const cards = [{ card_product_id: 'select' }, { card_product_id: 'olympus' }];
    expect(eligibleCardFor(['olympus'], cards)).toBe(cards[1]);
    expect(eligibleCardFor(['reserve'], cards)).toBeUndefined();
  });
});

describe('offer schemas', () => {
  it('reads a change as only what it names: a status alone changes no field (a pause keeps the options)', () => {
    expect(offerChangeSchema.parse({ status: 'paused' })).toEqual({ status: 'paused' });
    expect(offerChangeSchema.parse({ options: [] })).toEqual({ options: [] });
  });

  it('takes the OTP step as a token and a 6-digit code', () => {
    expect(redeemOfferSchema.safeParse({ token: 'x'.repeat(24), otp_confirmation: '123456' }).success).toBe(true);
    expect(redeemOfferSchema.safeParse({ token: 'x'.repeat(24), otp_confirmation: '12345' }).success).toBe(false);
  });
  it('starts a new offer blank: it still wants its category, name and dates', () => {
    const blank = offerCreateSchema.safeParse(blankOffer('00000000-0000-4000-8000-000000000000'));
    expect(blank.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['category_id', 'name', 'valid_from', 'valid_to']);
  });
  it('refuses an offer that ends before it starts', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const offer = { ...blankOffer(id), category_id: id, name: 'Dinner', valid_from: '2026-02-01', valid_to: '2026-01-01' };
    expect(offerCreateSchema.safeParse(offer).success).toBe(false);
    expect(offerCreateSchema.safeParse({ ...offer, valid_to: '2026-03-01' }).success).toBe(true);
  });
});

describe('card check by integration mode', () => {
  it('compares 8, 6 or 4 leading digits and answers with the mode’s configured message', () => {
    expect(cardMatchesByMode('first8', '41000001', '41000002')).toBe(false);
    expect(cardMatchesByMode('first8', '521234', '52123499')).toBe(true);
    expect(cardMatchesByMode('first6', '41000001', '41000002')).toBe(true);
    expect(cardMatchesByMode('first6', '41000001', '41010001')).toBe(false);
    expect(cardMatchesByMode('first4_last4', '41000001', '41009999')).toBe(true);
    const bin_messages = { first4_last4: messages.binFirst4Last4, first6: messages.binFirst6, invalid_card: messages.invalidCard };
    expect(refusedCardMessage({ integration_mode: 'first4_last4', default_bin_type: 'first6', bin_messages })).toBe(
      messages.binFirst4Last4,
    );
    expect(refusedCardMessage({ integration_mode: 'first8', default_bin_type: 'first6', bin_messages })).toBe(messages.invalidCard);
    expect(refusedCardMessage({ default_bin_type: 'first6', bin_messages })).toBe(messages.binFirst6);
  });
});
