import { describe, expect, it } from 'vitest';
import script from '../../public/hero-preload.js?raw';
import { heroWidths, theme } from './theme';

describe('public/hero-preload.js', () => {
  it('asks for the hero at the sizes and widths the page renders it with (else the browser fetches it twice)', () => {
    expect(script).toContain(`var sizes = '${theme.heroSizes}';`);
    expect(script).toContain(`var widths = [${heroWidths.join(', ')}];`);
  });

  it('preloads each landing its own picture', () => {
    for (const [route, picture] of [
      ['/', theme.pictures.home],
      ['/golf', theme.pictures.golf],
      ['/airport-concierge-service', theme.pictures.airportConcierge],
      ['/airport-transfers', theme.pictures.airportTransfers],
      ['/turf', theme.pictures.turf],
      ['/t20', theme.pictures.t20],
    ] as const) {
      expect(script).toContain(`'${route}': '${picture.name}'`);
    }
  });
});
