// Draws the demo catalogue's card faces (public/cards/<id>.svg) with the theme's per-tier face: the seed's
// catalogue names these files as each card's `image`. A bank that ships its own card pictures replaces them.
// Run: `npm run theme:cards -w @portal/web`; commit what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cardFaceSvg } from '../src/theme/card-faces.ts';

interface SeedCard {
  id: string;
  name: string;
  category: string;
  align: 'vertical' | 'horizontal';
  image: string;
}

const web = path.resolve(import.meta.dirname, '..');
const seed = path.resolve(web, '../api/seed/catalogue.json');
const { cards } = JSON.parse(readFileSync(seed, 'utf8')) as { cards: SeedCard[] };
for (const card of cards) {
  if (!card.image.startsWith('/cards/')) continue;
  writeFileSync(path.join(web, 'public', card.image), `${cardFaceSvg(card)}\n`);
  console.info(`public${card.image}`);
}
