import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobs, payments } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { EXPIRE_UNPAID_JOB } from './unpaid-expiry.ts';

const t = useTestApp();

const serviceAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 9));
const year = serviceAt.getUTCFullYear();
let mobiles = 9300000000;

async function unpaidBooking(cardName = 'Vistara Signature') {
  const { userId } = await t.signInAs(String(mobiles++));
  const card = (await t.app.catalogue.current()).cards.find((c) => c.name === cardName)!;
  const booking = await t.app.bookings.create({
    userId,
    type: 'GolfEnquiry',
    card,
    binUsed: card.bin,
    units: 1,
    serviceAt,
    bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
    requestInfo: {},
  });
  return { userId, card, booking };
}
const idleFor = (id: string, minutes: number) =>
  t.database.db
    .update(bookings)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(bookings.id, id));
const statusOf = async (id: string) => (await t.app.bookings.find(id))!.status;

describe('unpaid bookings expire', () => {
  it('expires a booking left unpaid past the window and gives its quota unit back', async () => {
    const { userId, card, booking } = await unpaidBooking();
    expect(await t.app.bookings.bookingsCount(userId, card, 'GolfEnquiry', year)).toMatchObject({ pending: 2 });
    await idleFor(booking.id, 121);

    expect(await t.app.unpaidExpiry.sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(booking.id)).toBe('expired');
    expect(await t.app.bookings.bookingsCount(userId, card, 'GolfEnquiry', year)).toMatchObject({ pending: 3 });
    const last = (await t.app.bookings.history(booking.id)).at(-1)!;
    expect([last.fromStatus, last.toStatus, last.actorType]).toEqual(['pending_payment', 'expired', 'system']);
  });

  it('keeps a booking inside the window, a paid one, and one whose payment started recently', async () => {
    const recent = await unpaidBooking();
    await idleFor(recent.booking.id, 30);

    const paid = await unpaidBooking();
    await t.app.bookings.transition(paid.booking.id, 'pay', { type: 'gateway' });
    await idleFor(paid.booking.id, 600);

    const paying = await unpaidBooking();
    await idleFor(paying.booking.id, 300);
    await t.database.db.insert(payments).values({
      txnid: `Texpiry${Date.now()}`,
      bookingId: paying.booking.id,
      userId: paying.userId,
      amount: '10.00',
      productInfo: 'golf_enquiry',
    });

    await t.app.unpaidExpiry.sweep();
    expect(await statusOf(recent.booking.id)).toBe('pending_payment');
    expect(await statusOf(paid.booking.id)).toBe('requested');
    expect(await statusOf(paying.booking.id)).toBe('pending_payment');
  });

  it('runs as a recurring job: the next sweep is queued once per slot, however often it is asked for', async () => {
    await t.app.unpaidExpiry.scheduleNext();
    await t.app.unpaidExpiry.scheduleNext();
    const queued = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, EXPIRE_UNPAID_JOB), eq(jobs.status, 'queued'), gt(jobs.runAt, new Date())));
    expect(queued).toHaveLength(1);
  });
});
