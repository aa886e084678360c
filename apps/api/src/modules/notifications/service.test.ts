import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { listOutbox } from '../../gateways/outbox/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { paidBooking } from '../../test/fixtures.ts';
import { bookingStatusLabels } from '@portal/contract';

const transferDetails = { chauffeur_name: 'Suresh Kumar', chauffeur_phone: '98450 12345', vehicle_number: 'KA 01 AB 1234' };
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A cardholder's airport transfer, paid and then confirmed by staff with the chauffeur's details. */
async function confirmedTransfer(t: TestApp, mobile: string, contact: { name?: string; email: string }) {
  const { userId } = await t.signInAs(mobile, contact);
  const booking = await paidBooking(t, userId, { type: 'AirportTransfer' });
  await t.app.bookings.transition(
    booking.id,
    'confirm',
    { type: 'staff', id: userId },
    { extra: { confirmationDetails: transferDetails } },
  );
  return { userId, booking };
}

describe('notifications on the local channels (outbox)', () => {
  const t = useTestApp();

  it('tells the cardholder on payment, confirmation (details, reference, .ics) and decline, once each', async () => {
    const { booking } = await confirmedTransfer(t, '9700000001', { name: 'Asha Rao', email: 'asha.notify@example.in' });
    await t.app.jobs.drain();
    await t.app.jobs.drain();

    const sms = (await listOutbox(t.database.db, '9700000001')).sort((a, b) => a.body.length - b.body.length);
    expect(sms.map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect(sms[0]!.body).toContain(`Privileges: your airport transfer booking ${booking.reference}`);
    expect(sms[0]!.body).toContain('fee of Rs.1 is paid');
    expect(sms[1]!.body).toContain(
      'is confirmed. Chauffeur: Suresh Kumar; Chauffeur phone: 98450 12345; Vehicle number: KA 01 AB 1234. Status: Confirmed. Helpline 1800 103 4962',
    );
    // One status language (issue 30): each message names its status in the badge's words.
    expect(sms[0]!.body).toContain(`Status: ${bookingStatusLabels.requested}.`);

    const mail = (await listOutbox(t.database.db, 'asha.notify@example.in')).sort(
      (a, b) => (a.attachments ? 1 : 0) - (b.attachments ? 1 : 0),
    );
    expect(mail.map((m) => m.subject)).toEqual([
      `We have your airport transfer request ${booking.reference}`,
      `Confirmed: your airport transfer booking ${booking.reference}`,
    ]);
    expect(mail[1]!.body).toContain('Dear Asha Rao,');
    expect(mail[1]!.body).toContain('For help, call 1800 103 4962.');
    expect(mail[0]!.body).toContain('Status: Requested');
    expect(mail[1]!.body).toContain('Status: Confirmed');
    const [ics] = mail[1]!.attachments!;
    expect(ics!.filename).toBe(`${booking.reference}.ics`);
    expect(ics!.content).toContain('STATUS:CONFIRMED');
    expect(ics!.content).toContain(`SUMMARY:Privileges: airport transfer (${booking.reference}) · Confirmed`);
    expect(ics!.content).toContain(`UID:${booking.id}@axis-benefits`);
    expect(ics!.content).toContain(
      `DTSTART:${booking.serviceAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );

    const reminder = rows<{ run_at: Date }>(
      await t.database.db.execute(sql`select run_at from jobs where dedupe_key = ${`notify:${booking.id}:reminder:sms`}`),
    );
    expect(new Date(reminder[0]!.run_at).getTime()).toBe(booking.serviceAt.getTime() - 24 * 3_600_000);
  });

  it('says why on a decline and that the fee will be refunded', async () => {
    const { userId } = await t.signInAs('9700000002', { email: 'ravi.notify@example.in' });
    const booking = await paidBooking(t, userId);
    await t.app.bookings.transition(booking.id, 'decline', { type: 'staff', id: userId }, { note: 'Course closed for a tournament' });
    await t.app.jobs.drain();
    const sms = await listOutbox(t.database.db, '9700000002');
    const declined = sms.find((m) => m.body.includes('could not be confirmed'));
    expect(declined!.body).toContain(
      'could not be confirmed. Reason: Course closed for a tournament Your fee of Rs.10 will be refunded. Status: Declined.',
    );
  });

  it('sends the reminder only for a booking still confirmed when it falls due', async () => {
    const { userId, booking } = await confirmedTransfer(t, '9700000003', { email: 'reminder@example.in' });
    await t.app.bookings.transition(booking.id, 'cancel', { type: 'cardholder', id: userId });
    await t.database.db.execute(sql`update jobs set run_at = now() where dedupe_key like ${`notify:${booking.id}:reminder:%`}`);
    await t.app.jobs.drain();
    const subjects = (await listOutbox(t.database.db, 'reminder@example.in')).map((m) => m.subject);
    expect(subjects.some((s) => s?.startsWith('Cancelled:'))).toBe(true);
    expect(subjects.some((s) => s?.startsWith('Tomorrow:'))).toBe(false);
  });

  it('never sends the same message twice when two server processes drain the queue together', async () => {
    const second = await buildApp(testConfig(), { database: t.database });
    await second.ready();
    try {
      const { userId } = await t.signInAs('9700000004', { email: 'many@example.in' });
      const bookings: unknown[] = [];
      for (let n = 0; n < 12; n++) bookings.push(await paidBooking(t, userId));
      await Promise.all([t.app.jobs.drain(2), second.jobs.drain(2), t.app.jobs.drain(3), second.jobs.drain(3)]);
      const sms = await listOutbox(t.database.db, '9700000004', 100);
      const mail = await listOutbox(t.database.db, 'many@example.in', 100);
      expect(sms).toHaveLength(12);
      expect(mail).toHaveLength(12);
      expect(new Set(mail.map((m) => m.subject)).size).toBe(12);
    } finally {
      await second.close();
    }
  });
});

describe('notifications over SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { to: string; data: string }[] = [];
  let refused = 0;

  beforeAll(async () => {
    // A real SMTP server on a free port that refuses the first message with a temporary error (451).
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          if (refused === 0 && data.includes('Subject: We have your')) {
            refused++;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Privileges <no-reply@privileges.example.in>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('retries a refused e-mail with back-off and delivers it exactly once, with the .ics attached', async () => {
    const { booking } = await confirmedTransfer(t, '9600000001', { email: 'smtp@example.in' });
    await t.app.jobs.drain();

    const jobOf = async (template: string) =>
      rows<{ status: string; attempts: number; run_at: Date; last_error: string | null }>(
        await t.database.db.execute(
          sql`select status, attempts, run_at, last_error from jobs where dedupe_key = ${`notify:${booking.id}:${template}:email`}`,
        ),
      )[0]!;
    const failed = await jobOf('request_received');
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.last_error).toContain('451');
    expect(new Date(failed.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(refused).toBe(1);
    expect(received.map((m) => m.to)).toEqual(['smtp@example.in']);

    await t.database.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`notify:${booking.id}:request_received:email`}`);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(await jobOf('request_received')).toMatchObject({ status: 'done', attempts: 2 });
    expect(received).toHaveLength(2);
    const subjects = received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]);
    expect(subjects.filter((s) => s === `We have your airport transfer request ${booking.reference}`)).toHaveLength(1);
    const confirmation = received.find((m) => m.data.includes(`Subject: Confirmed: your airport transfer booking ${booking.reference}`))!;
    expect(confirmation.data).toContain('From: Privileges <no-reply@privileges.example.in>');
    expect(confirmation.data).toMatch(new RegExp(`Content-Type: text/calendar[\\s\\S]*filename=${booking.reference}\\.ics`));
  });
});
