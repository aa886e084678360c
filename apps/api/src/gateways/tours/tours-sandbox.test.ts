import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createToursSandbox } from './tours-sandbox.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** A sandbox on a clock the test moves, and the first open slot of the two-place private walk. */
async function privateWalk() {
  let now = new Date('2027-02-01T04:00:00Z');
  const tours = createToursSandbox(database.db, () => now);
  const slots = (await tours.inventories({
    variantId: 'mum-heritage-pvt',
    startDateTime: '2027-02-03T00:00:00+05:30',
    endDateTime: '2027-02-04T00:00:00+05:30',
  }))!;
  const slot = slots.find((s) => s.availability === 'LIMITED' && s.remaining === 2)!;
  return { tours, slot, advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
}

describe('tours sandbox', () => {
  it('lists Mumbai first among at least 8 cities, with Mumbai products in rupees', async () => {
    const tours = createToursSandbox(database.db);
    const cities = await tours.cities();
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(cities[0]!.name).toBe('Mumbai');
    expect((await tours.products({ city: 'Mumbai' })).every((p) => p.currency === 'INR' && p.city === 'Mumbai')).toBe(true);
  });

  it('two cardholders racing for the last place of a slot: exactly one gets it', async () => {
    const { tours, slot } = await privateWalk();
    const first = await tours.hold({ inventoryId: slot.id, pax: { ADULT: 1 } });
    expect(first.ok).toBe(true);
    const race = await Promise.all([
      tours.hold({ inventoryId: slot.id, pax: { ADULT: 1 } }),
      tours.hold({ inventoryId: slot.id, pax: { ADULT: 1 } }),
    ]);
    expect(race.filter((r) => r.ok)).toHaveLength(1);
    expect(race.find((r) => !r.ok)).toEqual({ ok: false, reason: 'sold_out' });
    expect((await tours.slot(slot.id))!.inventory.remaining).toBe(0);
  });

  it("a cart's holds in one call are decided in order: the second asking for a full slot's place is told it is sold out", async () => {
    const { tours, slot } = await privateWalk();
    const full = slot.id.replace('2027-02-03', '2027-02-08');
    const other = slot.id.replace('2027-02-03', '2027-02-09');
    const answers = await tours.holdAll([
      { inventoryId: full, pax: { ADULT: 2 } },
      { inventoryId: other, pax: { ADULT: 3 } },
      { inventoryId: full, pax: { ADULT: 1 } },
      { inventoryId: 'nope@2027-02-03T10:00', pax: { ADULT: 1 } },
      { inventoryId: other, pax: { ADULT: 1 } },
    ]);
    expect(answers.map((a) => (a.ok ? 'held' : a.reason))).toEqual(['held', 'not_enough', 'sold_out', 'gone', 'held']);
    expect(answers[1]).toEqual({ ok: false, reason: 'not_enough', remaining: 2 });
    const captured = await tours.captureAll(answers.flatMap((a) => (a.ok ? [a.bookingId] : [])));
    expect(captured).toEqual([{ ok: true }, { ok: true }]);
    expect((await tours.slot(other))!.inventory.remaining).toBe(1);
  });

  it("another process's hold shows in this one's listing within half a second", async () => {
    const { tours, slot } = await privateWalk();
    const otherProcess = createToursSandbox(database.db, () => new Date('2027-02-01T04:00:00Z'));
    const week = { variantId: 'mum-heritage-pvt', startDateTime: '2027-02-06T00:00:00+05:30', endDateTime: '2027-02-07T00:00:00+05:30' };
    const target = slot.id.replace('2027-02-03', '2027-02-06');
    const remaining = async () => (await tours.inventories(week))!.find((s) => s.id === target)!.remaining;
    expect(await remaining()).toBe(2);
    expect((await otherProcess.hold({ inventoryId: target, pax: { ADULT: 1 } })).ok).toBe(true);
    await expect.poll(remaining, { timeout: 5_000 }).toBe(1);
  });

  it('an unpaid hold frees its places after the capture timeout, and can no longer be captured', async () => {
    const { tours, slot, advance } = await privateWalk();
    const tomorrowSlot = slot.id.replace('2027-02-03', '2027-02-04');
    const held = await tours.hold({ inventoryId: tomorrowSlot, pax: { ADULT: 2 } });
    expect(held.ok).toBe(true);
    expect(await tours.hold({ inventoryId: tomorrowSlot, pax: { ADULT: 1 } })).toEqual({ ok: false, reason: 'sold_out' });
    advance(59);
    expect((await tours.slot(tomorrowSlot))!.inventory.remaining).toBe(0);
    advance(2);
    expect((await tours.slot(tomorrowSlot))!.inventory.remaining).toBe(2);
    expect(await tours.capture(held.ok ? held.bookingId : '')).toEqual({ ok: false, status: 'CAPTURE_TIMEOUT' });
    const later = await tours.hold({ inventoryId: tomorrowSlot, pax: { ADULT: 2 } });
    expect(later.ok).toBe(true);
    expect(await tours.capture(later.ok ? later.bookingId : '')).toEqual({ ok: true });
    advance(120);
    // A captured booking keeps its places after the hour.
    expect((await tours.slot(tomorrowSlot))!.inventory.remaining).toBe(0);
  });

  it('a product that disappears takes its slots with it', async () => {
    const { tours, slot } = await privateWalk();
    tours.removeProduct('mum-heritage');
    expect(await tours.slot(slot.id)).toBeUndefined();
    expect(await tours.hold({ inventoryId: slot.id, pax: { ADULT: 1 } })).toEqual({ ok: false, reason: 'gone' });
  });
});
