import { t20, type T20EnquiryPayload, type T20EnquiryResource } from '@portal/contract';
import { fixtureTicketsKind, type KindDeclaration } from '../bookings/index.ts';

/** Tickets for a T20 match (issue 15): a kind of the fixture + tickets shape, its facts in the contract's `t20`. */
export const t20Kind: KindDeclaration<T20EnquiryPayload, T20EnquiryResource> = fixtureTicketsKind({
  type: 'T20Enquiry',
  shape: t20,
  tag: 't20',
  noun: 'T20 enquiry',
  fixtures: (catalogue) => catalogue.rows.T20Enquiry,
});
