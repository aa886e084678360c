import type { OfferDetail, OfferSummary, Redemption } from '@portal/contract';

// Made-up offers data for the offers tests: each test overrides only what it is about.

/** A live voucher at Saffron Table (Dining) for Reserve and Olympus cards, as the offers list shows it. */
export const offerSummary = (id: string, overrides: Partial<OfferSummary> = {}): OfferSummary => ({
  id,
  merchant_id: 'm-1',
  merchant_name: 'Saffron Table',
  merchant_logo: '/images/offers/st.svg',
  category_id: 'cat-dining',
  category_name: 'Dining',
  name: `Offer ${id}`,
  description: 'Made-up offer.',
  offer_type: 'voucher',
  status: 'live',
  valid_from: '2026-01-01',
  valid_to: '2030-12-31',
  per_user_limit: 1,
  card_product_ids: ['reserve', 'olympus'],
  stock_left: 10,
  eligible: null,
  eligibility_reason: 'Available to Reserve and Olympus cardholders',
  ...overrides,
});

/** 'Rs.500 voucher at Saffron Table' as its page shows it: terms, redemption steps, one outlet in Pune. */
export const offerDetail = (overrides: Partial<OfferDetail> = {}): OfferDetail => ({
  ...offerSummary('offer-1', {
    name: 'Rs.500 voucher at Saffron Table',
    description: 'A Rs.500 voucher on a spend of Rs.2,500.',
    stock_left: 25,
  }),
  terms: 'Made-up terms: not with other offers.',
  redemption_steps: 'Give the code at the counter.',
  options: [],
  merchant: { id: 'm-1', name: 'Saffron Table', title: 'Modern Indian kitchen', logo: '', description: '' },
  outlets: [{ id: 'out-1', city: 'Pune', address: '1 Demo Street, Pune', latitude: 18.5, longitude: 73.8 }],
  redemptions_left: null,
  ...overrides,
});

/** A completed redemption of 'Offer {id}' at Saffron Table, without a code. */
export const redemption = (id: string, overrides: Partial<Redemption> = {}): Redemption => ({
  id,
  offer_id: `offer-${id}`,
  offer_name: `Offer ${id}`,
  merchant_name: 'Saffron Table',
  offer_type: 'voucher',
  bundle_group_id: null,
  status: 'completed',
  card_bin: '41000001',
  user_email: null,
  user_phone: '9876543210',
  guest_name: null,
  master_retail_option_id: null,
  voucher_code: null,
  gift_card_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  history: [],
  ...overrides,
});
