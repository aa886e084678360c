import type { ManagedOffer, OpsBookingDetail, OpsQueueItem } from '@portal/contract';

// Made-up staff console data for the ops tests: each test overrides only what it is about.

const HOUR = 3_600_000;
/** An instant `hours` from now (negative: ago), as the API writes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A paid golf enquiry in Bengaluru waiting for the staff's answer, due in 30 hours, as the queue lists it. */
export const queueItem = (over: Partial<OpsQueueItem> = {}): OpsQueueItem => ({
  id: 'b-1',
  reference: 'GLF-0001',
  type: 'GolfEnquiry',
  status: 'requested',
  city: 'Bengaluru',
  booking_date_time: 'Sat, 28 Nov 2026 7:00:00 am',
  service_at: inHours(100),
  answer_by: inHours(30),
  overdue: false,
  cardholder_name: 'Asha Rao',
  created_at: inHours(-2),
  ...over,
});

/** That enquiry as its page shows it: its Rs.10 fee paid an hour ago, no request fields, documents, refunds or history. */
export const bookingDetail = (over: Partial<OpsBookingDetail> = {}): OpsBookingDetail => ({
  ...queueItem(),
  fee_rupees: 10,
  request_info: {},
  confirmation_details: null,
  cardholder: { name: 'Asha Rao', mobile: '9811100001', email: 'asha@example.in' },
  documents: [],
  payment: { fee_rupees: 10, paid_at: inHours(-1), status: 'paid' },
  refunds: [],
  transitions: [],
  staff_events: ['confirm', 'decline'],
  ...over,
});

/** '25% off dinner' at Saffron House (Dining): a live voucher offer with 4 of its 10 codes left, as the console manages it. */
export const managedOffer = (over: Partial<ManagedOffer> = {}): ManagedOffer => ({
  id: '5a0b6e93-6172-43a4-9fe0-5b6c7d8e9fa0',
  merchant_id: '1c7b2a5f-2d3e-4f60-9bac-1d2e3f4a5b6c',
  merchant_name: 'Saffron House',
  merchant_logo: '',
  category_id: '0b6a1f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  category_name: 'Dining',
  name: '25% off dinner',
  description: 'For two.',
  terms: 'Dinner only.',
  redemption_steps: 'Show the code.',
  offer_type: 'voucher',
  status: 'live',
  valid_from: '2026-01-01',
  valid_to: '2099-12-31',
  per_user_limit: 1,
  card_product_ids: [],
  options: [],
  stock_left: 4,
  stock_total: 10,
  low_stock: true,
  next_statuses: ['paused'],
  pending_change: null,
  ...over,
});
