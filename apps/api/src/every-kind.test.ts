import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bookingKinds,
  bookingTypes,
  cardBenefitsSchema,
  confirmationSchemaByType,
  kindCatalogues,
  paymentPurposes,
  type BookingType,
  type KindCatalogue,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { catalogueEntries } from './db/schema/index.ts';
import { bookingCalendar } from './gateways/calendar/booking-calendar.ts';
import { renderNotification } from './modules/notifications/templates.ts';
import { paidBooking } from './test/fixtures.ts';
import { readPdf } from './test/read-pdf.ts';
import { useTestApp } from './test/use-test-app.ts';

/*
 * Issue 28: every kind of the registry walked through every surface the API (and the static web files) give it,
 * so a kind added to the registry but forgotten by one surface fails here, by name, rather than crashing or
 * vanishing in production. The web app's surfaces: apps/web/src/every-kind.test.tsx.
 */
const t = useTestApp();
const webPublic = path.resolve(import.meta.dirname, '../../web/public');
let mobile = 9400280000;

/** Something staff could send for each field of the kind's confirmation (phones in the shape their rule wants). */
const confirmationOf = (type: BookingType) =>
  Object.fromEntries(
    Object.keys(confirmationSchemaByType[type].shape).map((key) => [key, key.endsWith('_phone') ? '+91 98200 11111' : `${type} ${key}`]),
  );

describe.each(bookingTypes)('the kind %s, through every surface', (type) => {
  const kind = bookingKinds[type];

  it('has a complete registry entry: its allowance on the card, its purpose paid, every confirmation field labelled', () => {
    expect(Object.keys(cardBenefitsSchema.shape)).toContain(kind.allowance);
    expect(paymentPurposes).toContain(kind.purpose);
    expect(Object.keys(kind.confirmationLabels).sort()).toEqual(Object.keys(confirmationSchemaByType[type].shape).sort());
    for (const text of [kind.label, kind.noun, kind.listTitle, kind.serviceName, kind.titleKey, kind.menu.category, kind.menu.bookings])
      expect(text).not.toBe('');
    for (const text of Object.values(kind.home)) expect(text).not.toBe('');
    expect(Object.keys(kind.staffFields)).toContain(kind.titleKey);
  });

  it('has its picture and its entry in the hero preload map (public/hero-preload.js)', () => {
    for (const width of [480, 800, 1200]) expect(existsSync(path.join(webPublic, 'images', `${kind.picture}-${width}.avif`))).toBe(true);
    const preload = readFileSync(path.join(webPublic, 'hero-preload.js'), 'utf8');
    expect(preload).toContain(`'${kind.paths.landing}': '${kind.picture}'`);
  });

  it('has its catalogue route, a seeded card that includes it, its check_bin and its list', async () => {
    const catalogue = await t.call({ url: `/api${kind.catalogue}` });
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    expect((catalogue.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);

    const card = (await t.app.catalogue.current()).cards.find((c) => c.benefits[kind.allowance] > 0);
    expect(card, `no seeded card includes ${type}`).toBeDefined();
    const holder = await t.signInAs(String(mobile++), { bins: [card!.bin] });
    const check = await t.call({ method: 'POST', url: `/api${kind.api}/check_bin`, token: holder.token, payload: { bin: card!.bin } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ status: 'success', bookings_count: { eligibility_count: card!.benefits[kind.allowance] } });

    const booking = await paidBooking(t, holder.userId, { type, requestInfo: { [kind.titleKey]: `The ${type} place` } });
    const list = await t.call({ url: '/api/booking/bookings', token: holder.token, query: { type } });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: { id: string }[] }).data.map((b) => b.id)).toContain(booking.id);
  });

  it('has its catalogue as rows of the one table, read by its row schema, and served as they are by its own read', async () => {
    const declaration: KindCatalogue = kindCatalogues[type];
    const stored = await t.app.db.select().from(catalogueEntries).where(eq(catalogueEntries.kind, type));
    const rows = (await t.app.catalogue.current()).rows[type] as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[declaration.key]).sort()).toEqual(stored.map((entry) => entry.id).sort());
    for (const row of rows) expect(declaration.row.parse(row)).toEqual(row);
    const read = await t.call({ url: `/api${kind.catalogue}` });
    expect(read.statusCode, read.body).toBe(200);
    // A kind whose module answers its own read (golf's courses by session type) has its own tests of what it says.
    if (declaration.ownRoute) return;
    const served = read.json() as { data: unknown[] };
    const ahead = (row: Record<string, unknown>) => !declaration.startsAt || Date.parse(String(row[declaration.startsAt])) > Date.now();
    expect(served.data).toEqual(rows.filter(ahead));
  });

  it('names a confirmed booking by what it is at on /my-bookings, and labels every confirmation detail in its PDF, calendar file and e-mail', async () => {
    const holder = await t.signInAs(String(mobile++));
    const booking = await paidBooking(t, holder.userId, { type, requestInfo: { [kind.titleKey]: `The ${type} place` } });
    const details = confirmationOf(type);
    await t.app.bookings.transition(booking.id, 'confirm', { type: 'staff' }, { extra: { confirmationDetails: details } });

    const timeline = await t.call({ url: '/api/booking/my_bookings', token: holder.token });
    expect((timeline.json() as { data: { id: string; title: string }[] }).data).toContainEqual(
      expect.objectContaining({ id: booking.id, title: `The ${type} place` }),
    );

    const labelled = Object.entries(kind.confirmationLabels).map(([key, label]) => `${label}: ${details[key]}`);
    const pdf = await t.call({ url: `/api/booking/my_bookings/${booking.id}/voucher.pdf`, token: holder.token });
    expect(pdf.statusCode).toBe(200);
    const pdfText = (await readPdf(pdf.rawPayload)).text.join('\n');
    for (const label of Object.values(kind.confirmationLabels)) expect(pdfText).toContain(label);

    const client = (await t.app.catalogue.current()).clients.values().next().value!;
    const calendarBooking = {
      id: booking.id,
      reference: booking.reference,
      type,
      status: 'confirmed' as const,
      serviceAt: new Date(Date.now() + 10 * 86_400_000),
      city: 'Mumbai',
      confirmationDetails: details,
      updatedAt: new Date(),
    };
    const ics = bookingCalendar(calendarBooking, client).content.replace(/\r\n /g, '');
    for (const line of labelled) expect(ics).toContain(line.replace(/[,;]/g, (c) => `\\${c}`));
    const mail = renderNotification('confirmed', {
      booking: { ...calendarBooking, bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am', feeRupees: kind.feeRupees, answerBy: null },
      client,
      name: 'Asha Rao',
      now: new Date(),
    });
    for (const line of labelled) expect(mail.email).toContain(line);
    expect(mail.subject).toContain(kind.serviceName);
  });
});
