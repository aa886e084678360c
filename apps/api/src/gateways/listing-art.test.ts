import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoOffersCatalogue } from '../db/seed/offers-demo.ts';
import { expeditionDetails, expeditions } from '../modules/rewards/expeditions.ts';
import { createHotelCatalogue } from './hotels/hotel-catalogue.ts';
import { sandboxHotels } from './hotels/sandbox-hotels.ts';
import { listingArtWidths } from './listing-art.ts';
import { sandboxProducts } from './tours/sandbox-inventory.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const filesOf = (url: string) => {
  const base = url.replace(/-800\.webp$/, '');
  return listingArtWidths.flatMap((w) => ['avif', 'webp'].map((format) => path.join(publicDir, `${base}-${w}.${format}`)));
};
const catalogue = createHotelCatalogue();
const demoWords = /made-up|demo|sandbox|lorem/i;

describe('issue 30: the rewards and offers listings look like a real catalogue', () => {
  it('every tour, hotel, room and expedition names a generated picture that exists at every width, as AVIF and WebP', () => {
    const urls = [
      ...sandboxProducts.map((p) => `/images/listings/tour-${p.id}-800.webp`),
      ...sandboxHotels.flatMap((h) => {
        const details = catalogue.details(h.id)!;
        return [details.image_url, ...details.rooms.map((r) => r.image_url)];
      }),
      ...expeditions.map((e) => e.image_url),
    ];
    expect(urls.length).toBeGreaterThan(50);
    const missing = urls.flatMap(filesOf).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it('every merchant logo the offers seed names is a file the web app serves', () => {
    const logos = demoOffersCatalogue().merchants.map((m) => path.join(publicDir, m.logo ?? ''));
    expect(logos.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has more than four Mumbai tours', () => {
    expect(sandboxProducts.filter((p) => p.city === 'Mumbai').length).toBeGreaterThan(4);
  });

  it('shows no demo wording: tours, hotels, rooms, expeditions, offers, terms, outlets and providers', () => {
    const words = [
      ...sandboxProducts.flatMap((p) => [p.name, p.description, ...p.highlights, ...p.variants.map((v) => v.description)]),
      ...sandboxHotels.flatMap((h) => {
        const d = catalogue.details(h.id)!;
        return [d.name, d.description, d.address, ...d.rooms.map((r) => r.description)];
      }),
      ...expeditions.flatMap((e) => {
        const d = expeditionDetails(e.id, new Date('2026-11-28T00:00:00Z'))!;
        return [d.name, d.description, ...d.itinerary.map((i) => i.title)];
      }),
      ...(() => {
        const offers = demoOffersCatalogue();
        return [
          ...(offers.providers ?? []).map((p) => p.name),
          ...offers.merchants.flatMap((m) => [
            m.name,
            m.description ?? '',
            ...m.outlets.map((o) => o.address),
            ...m.offers.flatMap((o) => [o.name, o.description, o.terms ?? '', o.redemption_steps ?? '', o.provider ?? '']),
          ]),
        ];
      })(),
    ];
    expect(words.filter((w) => demoWords.test(w))).toEqual([]);
  });

  it('gives every expedition one itinerary line for each of its days, numbered 1 to its length', () => {
    for (const e of expeditions) {
      const details = expeditionDetails(e.id, new Date('2026-11-28T00:00:00Z'))!;
      expect(
        details.itinerary.map((i) => i.day),
        e.id,
      ).toEqual(Array.from({ length: e.days }, (_, i) => i + 1));
      expect(new Set(details.itinerary.map((i) => i.title)).size, e.id).toBe(e.days);
    }
  });
});
