/**
 * The white-label theme's build-time half, in one place (docs/theming.md): the typeface, the pictures, the card
 * faces. Colours live as CSS tokens in index.css (:root) and, with the logo and the names, in the client
 * configuration the server sends (GET /api/core/client), which replaces them at run time.
 */

/** Widths each scene is written at by scripts/build-theme-assets.mjs. */
export const heroWidths = [480, 800, 1200] as const;

export interface ThemePicture {
  /** Base name under /images: `${name}-${width}.avif|webp`. */
  name: string;
  alt: string;
  width: number;
  height: number;
}

const scene = (name: string, alt: string): ThemePicture => ({ name, alt, width: 1200, height: 600 });

export const theme = {
  typeface: { family: 'Plus Jakarta Sans', file: '/fonts/plus-jakarta-sans-latin-wght-normal.woff2' },
  logo: '/logo.svg',
  pictures: {
    home: scene('home', 'Illustration: a card above a golf green, a plane taking off and a chauffeured car on the road'),
    golf: scene('golf', 'Illustration: a golf green with a flag at sunset'),
    airportConcierge: scene('airport-concierge', 'Illustration: a greeter with a name board in an airport terminal'),
    airportTransfers: scene('airport-transfers', 'Illustration: a chauffeured sedan on the road to the airport at dusk'),
    turf: scene('turf', 'Illustration: a floodlit five-a-side football turf at night'),
    t20: scene('t20', 'Illustration: a cricket stadium at night under floodlights'),
  },
  /**
   * The hero picture's rendered width: the full column on a phone, half the 72rem page from md up. The home
   * page's preload in index.html repeats this string: keep both the same or the browser fetches twice.
   */
  heroSizes: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw',
} as const;
