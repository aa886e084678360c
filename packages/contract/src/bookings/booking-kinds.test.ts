import { describe, expect, it } from 'vitest';
import { answerBy, bookingKinds, bookingTypes, isBookingType } from './booking-kinds.ts';
import { checkoutMessagePath, checkoutMessageRoute } from './checkout-paths.ts';
import { feeRupeesByType, productInfoByType } from './booking-type-constants.ts';
import { paymentPurposes, productInfoByPurpose, productInfoCodes } from '../payments/payment-rules.ts';

describe('answerBy', () => {
  const paidAt = new Date('2026-11-21T10:00:00Z');
  const serviceAt = new Date('2026-11-30T03:30:00Z');
  it('gives golf 48 hours from payment', () => {
    expect(answerBy('GolfEnquiry', paidAt, serviceAt).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });
  it('gives airport services until 15 hours before travel', () => {
    expect(answerBy('AirportVipPrivilege', paidAt, serviceAt).toISOString()).toBe('2026-11-29T12:30:00.000Z');
    expect(answerBy('AirportTransfer', paidAt, serviceAt).toISOString()).toBe('2026-11-29T12:30:00.000Z');
  });
  it('promises the earlier of two rules: turf 24 hours after payment, or 6 hours before play when that comes first', () => {
    expect(answerBy('TurfEnquiry', paidAt, serviceAt).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const soon = new Date('2026-11-22T06:00:00Z');
    expect(answerBy('TurfEnquiry', paidAt, soon).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
  it('gives a T20 request 72 hours from payment, but never later than 48 hours before the match', () => {
    expect(answerBy('T20Enquiry', paidAt, serviceAt).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(answerBy('T20Enquiry', paidAt, new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('the booking-kind registry', () => {
  it('has one entry per booking type, each under its own type, with distinct codes, prefixes and pages', () => {
    expect(Object.keys(bookingKinds).sort()).toEqual([...bookingTypes].sort());
    for (const type of bookingTypes) expect(bookingKinds[type].type).toBe(type);
    const distinct = (pick: (type: (typeof bookingTypes)[number]) => string) => new Set(bookingTypes.map(pick)).size;
    expect(distinct((t) => bookingKinds[t].productInfo)).toBe(bookingTypes.length);
    expect(distinct((t) => bookingKinds[t].referencePrefix)).toBe(bookingTypes.length);
    expect(distinct((t) => bookingKinds[t].purpose)).toBe(bookingTypes.length);
    expect(distinct((t) => bookingKinds[t].paths.list)).toBe(bookingTypes.length);
    expect(distinct((t) => bookingKinds[t].paths.checkoutMessagePrefix)).toBe(bookingTypes.length);
  });

  it('keeps the spec figures: Rs.10 for golf, Rs.1 for the rest, and the spec product info codes', () => {
    expect(feeRupeesByType).toEqual({ GolfEnquiry: 10, AirportVipPrivilege: 1, AirportTransfer: 1, TurfEnquiry: 1, T20Enquiry: 1 });
    expect(productInfoByType.GolfEnquiry).toBe('golf_enquiry');
    expect(productInfoByType.AirportVipPrivilege).toBe('airport_concierge_enquiry');
    expect(productInfoByType.AirportTransfer).toBe('airport_transfer');
    expect(productInfoCodes).toEqual(expect.arrayContaining(['golf_enquiry', 'toursActivities', 'hotels', 'turf_enquiry', 't20_enquiry']));
  });

  it('pays each purpose for its own kind', () => {
    expect(paymentPurposes).toEqual(['golf', 'airport', 'airport-transfer', 'turf', 't20']);
    expect(productInfoByPurpose.turf).toBe('turf_enquiry');
    expect(productInfoByPurpose.airport).toBe('airport_concierge_enquiry');
  });

  it('routes the gateway return of a new kind like the others', () => {
    expect(checkoutMessageRoute('TurfEnquiry')).toBe('/turf-enquiry/checkout-message/:bookingID');
    expect(checkoutMessagePath('T20Enquiry', 'b 1', 'success')).toBe('/t20-enquiry/checkout-message/b%201?status=success');
    expect(bookingKinds.TurfEnquiry.paths.checkout('abc')).toBe('/turf/abc/checkout');
  });

  it('tells a booking type from any other text', () => {
    expect(isBookingType('T20Enquiry')).toBe(true);
    expect(isBookingType('toString')).toBe(false);
  });
});
