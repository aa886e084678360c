import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serviceAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 9));
async function card(name: string) {
  return (await t.app.catalogue.current()).cards.find((c) => c.name === name)!;
}

describe('booking core', () => {
  it('holds quota exactly: of 20 concurrent requests for 3 rounds, 3 win and the rest hear the limit is over', async () => {
    const { userId } = await t.signInAs('9000000001');
    const vistaraSignature = await card('Vistara Signature');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.app.bookings.create({
          userId,
          type: 'GolfEnquiry',
          card: vistaraSignature,
          binUsed: vistaraSignature.bin,
          units: 1,
          serviceAt,
          bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
          requestInfo: {},
        }),
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
    const reserve = await card('Reserve');
    const created = await t.app.bookings.create({
      userId,
      type: 'AirportTransfer',
      card: reserve,
      binUsed: reserve.bin,
      units: 1,
      serviceAt,
      bookingDateTime: 'x',
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
    const booking = await t.app.bookings.create({
      userId,
      type: 'GolfEnquiry',
      card: select,
      binUsed: select.bin,
      units: 1,
      serviceAt,
      bookingDateTime: 'x',
      requestInfo: {},
    });
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
    const reserve = await card('Reserve');
    const booking = await t.app.bookings.create({
      userId,
      type: 'AirportTransfer',
      card: reserve,
      binUsed: reserve.bin,
      units: 1,
      serviceAt,
      bookingDateTime: 'x',
      requestInfo: {},
    });
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
    const reserve = await card('Reserve');
    const booking = await t.app.bookings.create({
      userId: owner.userId,
      type: 'AirportTransfer',
      card: reserve,
      binUsed: reserve.bin,
      units: 1,
      serviceAt,
      bookingDateTime: 'x',
      requestInfo: {},
    });
    await expect(t.app.bookings.findOwned(other.userId, booking.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.bookings.findOwned(owner.userId, booking.id)).id).toBe(booking.id);
  });
});
