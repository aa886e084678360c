import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../outbox/outbox.ts';
import { paidBooking } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const details = { tee_time: '7:10 am', course_contact_name: 'Pro shop; gate 2, north wing', course_contact_phone: '080 2345 6789' };
const calendarMail = async (email: string, method: string) =>
  (await listOutbox(t.database.db, email)).flatMap((m) => m.attachments ?? []).find((a) => a.content.includes(`METHOD:${method}`));
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    calendar,
    event,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
  };
};

describe('one calendar file per booking (RFC 5545)', () => {
  it('mails and serves the same bytes for a confirmed booking, and a CANCEL with the same UID when it is cancelled', async () => {
    const { userId, token } = await t.signInAs('9700000501', { name: 'Asha Rao', email: 'asha.ics@example.in' });
    const booking = await paidBooking(t, userId, { serviceAt: new Date(Date.now() + 20 * 86_400_000) });
    await t.app.bookings.transition(booking.id, 'confirm', { type: 'staff', id: userId }, { extra: { confirmationDetails: details } });
    await t.app.jobs.drain();

    const mailed = await calendarMail('asha.ics@example.in', 'PUBLISH');
    const download = await t.call({ url: `/api/booking/bookings/${booking.id}/calendar`, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(download.body).toBe(mailed!.content);

    for (const line of download.body.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(download.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const published = parse(download.body);
    expect(published).toMatchObject({ method: 'PUBLISH', uid: `${booking.id}@axis-benefits`, sequence: 0 });
    expect(published.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(published.event.getFirstPropertyValue('description')).toContain('Course contact: Pro shop; gate 2, north wing');
    const alarm = published.event.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT1440M');
    expect(String(published.event.getFirstProperty('organizer')!.getFirstValue())).toMatch(/^mailto:/);

    await t.app.bookings.transition(booking.id, 'cancel', { type: 'cardholder', id: userId });
    await t.app.jobs.drain();
    const cancelled = parse((await calendarMail('asha.ics@example.in', 'CANCEL'))!.content);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: published.uid, sequence: 1 });
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('sends no cancellation file for a booking that was never confirmed (no invitation went out)', async () => {
    const { userId } = await t.signInAs('9700000502', { email: 'ravi.ics@example.in' });
    const booking = await paidBooking(t, userId);
    await t.app.bookings.transition(booking.id, 'cancel', { type: 'cardholder', id: userId });
    await t.app.jobs.drain();
    expect(await calendarMail('ravi.ics@example.in', 'CANCEL')).toBeUndefined();
  });
});
