import { describe, expect, it } from 'vitest';
import { demoOffersCatalogue } from './offers-demo.ts';

describe('the demo offers catalogue', () => {
  it("says 'An' before a vowel: 'An Urban Sole gift card' (issue 30: it read 'A Urban Sole gift card')", () => {
    const descriptions = demoOffersCatalogue().merchants.flatMap((merchant) => merchant.offers.map((offer) => offer.description ?? ''));
    expect(descriptions).toContain('An Urban Sole gift card, issued at once to your mobile and e-mail.');
    expect(descriptions.filter((text) => /\bA [AEIOU]/.test(text))).toEqual([]);
  });
});
