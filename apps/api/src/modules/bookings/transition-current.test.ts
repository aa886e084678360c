import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

let mobile = 9300000000;
async function newBooking() {
  const { userId } = await t.signInAs(String(mobile++));
  const reserve = (await t.app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
  return t.app.bookings.create({
    userId,
    type: 'GolfEnquiry',
    card: reserve,
    binUsed: reserve.bin,
    units: 1,
    serviceAt: new Date(Date.now() + 10 * 86_400_000),
    bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
    requestInfo: {},
  });
}

describe('transition with the booking the caller already read', () => {
  it('moves it, sets the fields hooks add (the answer-by deadline on pay) and records one transition', async () => {
    const booking = await newBooking();
    const paid = await t.app.bookings.transition(booking.id, 'pay', { type: 'gateway' }, { current: booking });
    expect(paid.status).toBe('requested');
    expect(paid.answerBy).toBeInstanceOf(Date);
    expect((await t.app.bookings.history(booking.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'requested'],
    ]);
  });

  it('judges a booking that changed since it was read on what it is now', async () => {
    const booking = await newBooking();
    await t.app.bookings.transition(booking.id, 'payment_fail', { type: 'gateway' });
    const paid = await t.app.bookings.transition(booking.id, 'pay', { type: 'gateway' }, { current: booking });
    expect(paid.status).toBe('requested');
    expect((await t.app.bookings.history(booking.id)).at(-1)).toMatchObject({ fromStatus: 'payment_failed', toStatus: 'requested' });

    const other = await newBooking();
    await t.app.bookings.transition(other.id, 'expire', { type: 'system' });
    await expect(t.app.bookings.transition(other.id, 'pay', { type: 'gateway' }, { current: other })).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    expect((await t.app.bookings.find(other.id))!.status).toBe('expired');
    expect((await t.app.bookings.history(other.id)).filter((h) => h.event === 'pay')).toHaveLength(0);
  });
});
