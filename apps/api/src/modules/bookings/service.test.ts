import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const serviceAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 9));
async function card(name: string) {
  return (await t.app.catalogue.current()).cards.find((c) => c.name === name)!;
}
type NewBooking = Parameters<typeof t.app.bookings.create>[0];
/** One unit of `type` for `userId` on the card named, at serviceAt, with nothing more unless told. */
async function book(userId: string, type: NewBooking['type'], cardName: string, more: Partial<NewBooking> = {}) {
  const onCard = await card(cardName);
  return t.app.bookings.create({
    userId,
    type,
    card: onCard,
    binUsed: onCard.bin,
    units: 1,
    serviceAt,
    bookingDateTime: 'x',
    requestInfo: {},
    ...more,
  });
}

describe('booking core', () => {
  it('holds quota exactly: of 20 concurrent requests for 3 rounds, 3 win and the rest hear the limit is over', async () => {
    const { userId } = await t.signInAs('9000000001');
    const vistaraSignature = await card('Vistara Signature');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        book(userId, 'GolfEnquiry', 'Vistara Signature', { bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refusals.every((r) => r.reason.code === 'QUOTA_EXHAUSTED' && r.reason.message === 'You are eligibility booking limit is over'),
    ).toBe(true);
    expect(await t.app.bookings.bookingsCount(userId, vistaraSignature, 'GolfEnquiry', serviceAt.getUTCFullYear())).toEqual({
      eligibility_count: 3,
      availed: 0,
      pending: 0,
    });
  });

  it('answers a new booking exactly as a later read of it does', async () => {
    const { userId } = await t.signInAs('9000000006');
    const created = await book(userId, 'AirportTransfer', 'Reserve', {
      city: null,
      requestInfo: { airport: 'BOM', traveller_count: 2, nested: { a: [1, 'b'] } },
    });
    expect(created).toEqual(await t.app.bookings.find(created.id));
    expect(created).toMatchObject({
      userId,
      status: 'pending_payment',
      quotaUnits: 1,
      quotaYear: serviceAt.getUTCFullYear(),
      city: null,
      answerBy: null,
    });
    expect(created.serviceAt).toEqual(serviceAt);
    expect(created.createdAt).toBeInstanceOf(Date);
    expect((await t.app.bookings.history(created.id)).map((h) => [h.fromStatus, h.toStatus, h.event, h.actorId])).toEqual([
      [null, 'pending_payment', 'create', userId],
    ]);
  });

  it('records every transition and gives quota back on decline', async () => {
    const { userId } = await t.signInAs('9000000002');
    const select = await card('SELECT');
    const booking = await book(userId, 'GolfEnquiry', 'SELECT');
    await t.app.bookings.transition(booking.id, 'pay', { type: 'gateway' });
    expect(await t.app.bookings.bookingsCount(userId, select, 'GolfEnquiry', serviceAt.getUTCFullYear())).toEqual({
      eligibility_count: 6,
      availed: 1,
      pending: 5,
    });
    await t.app.bookings.transition(booking.id, 'decline', { type: 'staff', id: 'staff-1' }, { note: 'Course closed' });
    expect(await t.app.bookings.bookingsCount(userId, select, 'GolfEnquiry', serviceAt.getUTCFullYear())).toEqual({
      eligibility_count: 6,
      availed: 0,
      pending: 6,
    });
    const history = await t.app.bookings.history(booking.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorType])).toEqual([
      [null, 'pending_payment', 'cardholder'],
      ['pending_payment', 'requested', 'gateway'],
      ['requested', 'declined', 'staff'],
    ]);
  });

  it('refuses a transition the machine does not allow, and a double confirm', async () => {
    const { userId } = await t.signInAs('9000000003');
    const booking = await book(userId, 'AirportTransfer', 'Reserve');
    await expect(t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' })).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    await t.app.bookings.transition(booking.id, 'pay', { type: 'gateway' });
    const both = await Promise.allSettled([
      t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' }),
      t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' }),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it("hides another cardholder's booking as not found", async () => {
    const owner = await t.signInAs('9000000004');
    const other = await t.signInAs('9000000005');
    const booking = await book(owner.userId, 'AirportTransfer', 'Reserve');
    await expect(t.app.bookings.findOwned(other.userId, booking.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.bookings.findOwned(owner.userId, booking.id)).id).toBe(booking.id);
  });
});
