/** A card face drawn when a bank's catalogue gives no picture (or it fails to load), per tier. */
export interface CardFacePalette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

const palettes: Record<string, CardFacePalette> = {
  reserve: { from: '#14161c', to: '#3a3d48', ink: '#f3e9d2', accent: '#c9a45a' },
  burgundy: { from: '#5a1029', to: '#a3294f', ink: '#fbeff3', accent: '#e9c46a' },
  olympus: { from: '#0f2a44', to: '#2d5f8a', ink: '#eef5fb', accent: '#c9d6e3' },
  vistara: { from: '#3b1f4f', to: '#7a4a96', ink: '#f6effa', accent: '#e3c77d' },
  milesAndMore: { from: '#0b2447', to: '#19376d', ink: '#f1f5fb', accent: '#f2c14e' },
  select: { from: '#2b2d42', to: '#5c6f91', ink: '#f5f6fa', accent: '#d9dde8' },
  corporate: { from: '#1f3b2d', to: '#3f7a5c', ink: '#f0f8f3', accent: '#cfe3d6' },
  debit: { from: '#7a2e0e', to: '#c2581f', ink: '#fff4ec', accent: '#ffd7a8' },
  credit: { from: '#1b4f72', to: '#3f7fae', ink: '#f2f8fc', accent: '#e9c46a' },
};

/** The tier a card belongs to, read from its catalogue id; its category otherwise. */
export function cardFacePalette(card: { id: string; category: string }): CardFacePalette {
  const id = card.id;
  const tier = id.includes('reserve')
    ? 'reserve'
    : id.includes('burgundy')
      ? 'burgundy'
      : id.includes('olympus')
        ? 'olympus'
        : id.includes('vistara')
          ? 'vistara'
          : id.includes('miles')
            ? 'milesAndMore'
            : id.includes('select') || id.includes('signature') || id.includes('privilege')
              ? 'select'
              : id.includes('corporate') || id.includes('business')
                ? 'corporate'
                : card.category === 'debit'
                  ? 'debit'
                  : 'credit';
  return palettes[tier]!;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The face as an SVG document (85.6 × 54 mm proportions; turned for a vertical card). Pure, so the script that
 * writes public/cards and the page's fallback draw the same face.
 */
export function cardFaceSvg(card: { id: string; name: string; category: string; align: 'vertical' | 'horizontal' }): string {
  const p = cardFacePalette(card);
  const vertical = card.align === 'vertical';
  const [w, h] = vertical ? [216, 342] : [342, 216];
  const name = escapeXml(card.name);
  const chip = vertical ? { x: 24, y: 120 } : { x: 28, y: 78 };
  const label = card.category === 'debit' ? 'DEBIT' : 'CREDIT';
  // A long name gets smaller rather than running off the card.
  const nameSize = Math.min(vertical ? 17 : 19, Math.floor((w - 48) / (card.name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="16" fill="url(#f)"/>` +
    `<path d="M0 ${h * 0.62} C ${w * 0.3} ${h * 0.5} ${w * 0.6} ${h * 0.8} ${w} ${h * 0.58} V${h - 16} a16 16 0 0 1 -16 16 H16 a16 16 0 0 1 -16 -16Z" fill="${p.ink}" opacity="0.07"/>` +
    `<circle cx="${w - 40}" cy="40" r="70" fill="none" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="2"/>` +
    `<rect x="${chip.x}" y="${chip.y}" width="44" height="34" rx="6" fill="${p.accent}"/>` +
    `<path d="M${chip.x} ${chip.y + 17} H${chip.x + 44} M${chip.x + 22} ${chip.y} V${chip.y + 34}" stroke="${p.from}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<text x="24" y="36" font-family="'Plus Jakarta Sans',system-ui,sans-serif" font-size="12" font-weight="700" letter-spacing="2" fill="${p.accent}">${label}</text>` +
    `<text x="24" y="${h - 26}" font-family="'Plus Jakarta Sans',system-ui,sans-serif" font-size="${nameSize}" font-weight="700" fill="${p.ink}">${name}</text>` +
    `</svg>`
  );
}
