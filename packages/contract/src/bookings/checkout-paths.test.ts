import { describe, expect, it } from 'vitest';
import { checkoutMessagePath, checkoutMessageRoute } from './checkout-paths.ts';

describe('checkout message paths', () => {
  it("routes each service's gateway return (spec 02 §2)", () => {
    expect(checkoutMessageRoute('GolfEnquiry')).toBe('/golf-enquiry/checkout-message/:bookingID');
    expect(checkoutMessageRoute('AirportVipPrivilege')).toBe('/airport_vip_privilege/checkout-message/:bookingID');
    expect(checkoutMessageRoute('AirportTransfer')).toBe('/airport_transfer/checkout-message/:bookingID');
  });
  it('sends the cardholder back with the outcome', () => {
    expect(checkoutMessagePath('AirportTransfer', 'b-1', 'success')).toBe('/airport_transfer/checkout-message/b-1?status=success');
  });
});
