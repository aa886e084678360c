import { describe, expect, it } from 'vitest';
import { checkoutMessagePath, checkoutMessageRoute } from './checkout-paths.ts';

describe('checkout message paths', () => {
  // Spec 02 §2: where each service's gateway return lands.
  it.each([
    ['GolfEnquiry', '/golf-enquiry/checkout-message/:bookingID'],
    ['AirportVipPrivilege', '/airport_vip_privilege/checkout-message/:bookingID'],
    ['AirportTransfer', '/airport_transfer/checkout-message/:bookingID'],
  ] as const)("routes %s's gateway return to %s", (type, route) => {
    expect(checkoutMessageRoute(type)).toBe(route);
  });
  it('sends the cardholder back with the outcome', () => {
    expect(checkoutMessagePath('AirportTransfer', 'b-1', 'success')).toBe('/airport_transfer/checkout-message/b-1?status=success');
  });
});
