import { turf, type TurfEnquiryPayload, type TurfEnquiryResource } from '@portal/contract';
import { venueSlotKind, type KindDeclaration } from '../bookings/index.ts';

/** An hour on a sports turf (issue 15): a kind of the venue + hour slot shape, its facts in the contract's `turf`. */
export const turfKind: KindDeclaration<TurfEnquiryPayload, TurfEnquiryResource> = venueSlotKind({
  type: 'TurfEnquiry',
  shape: turf,
  tag: 'turf',
  noun: 'turf enquiry',
  venues: (catalogue) => catalogue.rows.TurfEnquiry,
});
