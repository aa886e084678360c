// Draws a picture for every listing of the rewards and offers catalogues (issue 30) in the house illustration style
// of src/theme/art (layered flat scenes, soft gradients), and writes each as AVIF and WebP at the widths
// apps/api/src/gateways/listing-art.ts names, under public/images/listings; merchant logos as small SVGs under
// public/images/offers (the paths the offers seed gives). Run after adding a listing:
// `npm run listing:art -w @portal/web`; commit what it writes. apps/api/src/gateways/listing-art.test.ts checks that
// every listing has its files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sandboxHotels } from '../../api/src/gateways/hotels/sandbox-hotels.ts';
import { listingArtName, listingArtWidths } from '../../api/src/gateways/listing-art.ts';
import { sandboxProducts } from '../../api/src/gateways/tours/sandbox-inventory.ts';
import { expeditions } from '../../api/src/modules/rewards/expeditions.ts';
import { demoOffersCatalogue } from '../../api/src/db/seed/offers-demo.ts';
import { offerCategoryArt } from '../src/components/ui/listing-picture-names.ts';

type Time = 'dawn' | 'day' | 'sunset' | 'night';
type Motif =
  | 'skyline'
  | 'sea'
  | 'food'
  | 'fort'
  | 'minar'
  | 'taj'
  | 'balloon'
  | 'lake'
  | 'forest'
  | 'backwater'
  | 'stage'
  | 'mountains'
  | 'flats'
  | 'ice'
  | 'tea'
  | 'beach'
  | 'palace'
  | 'creek'
  | 'grassland'
  | 'river'
  | 'shop'
  | 'spa'
  | 'plane';

const skies: Record<Time, { top: string; mid: string; low: string; sun: string; far: string; near: string; deep: string }> = {
  dawn: { top: '#f4c6c0', mid: '#fbe0cf', low: '#fdf1e4', sun: '#fff1d6', far: '#b9a6b8', near: '#7f8f74', deep: '#4d6148' },
  day: { top: '#9fc9e8', mid: '#cfe5f2', low: '#f1f6ee', sun: '#fff7dc', far: '#9bb995', near: '#5f9a58', deep: '#2f6a35' },
  sunset: { top: '#e9826b', mid: '#f6b27a', low: '#fbe0b0', sun: '#fff0c4', far: '#a8727a', near: '#6c5a66', deep: '#3e3448' },
  night: { top: '#1d2546', mid: '#33406e', low: '#5a5f8a', sun: '#f3f0dc', far: '#3f4a74', near: '#2b3358', deep: '#1a2040' },
};

/** A small deterministic random stream per listing, so a re-run draws the same picture. */
function stream(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function backdrop(time: Time, rnd: () => number, horizon = 360) {
  const s = skies[time];
  const sunX = 180 + Math.round(rnd() * 840);
  const sunY = time === 'day' ? 120 : time === 'night' ? 110 : 230;
  const stars =
    time === 'night'
      ? Array.from(
          { length: 40 },
          () => `<circle cx="${Math.round(rnd() * 1200)}" cy="${Math.round(rnd() * 280)}" r="${(1 + rnd() * 1.8).toFixed(1)}"/>`,
        ).join('')
      : '';
  const clouds =
    time === 'night'
      ? ''
      : Array.from({ length: 3 }, () => {
          const x = Math.round(rnd() * 1100);
          const y = 60 + Math.round(rnd() * 140);
          return `<ellipse cx="${x}" cy="${y}" rx="${70 + Math.round(rnd() * 50)}" ry="14"/><ellipse cx="${x + 50}" cy="${y - 12}" rx="50" ry="14"/>`;
        }).join('');
  const a = 20 + rnd() * 50;
  const b = 20 + rnd() * 50;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="0.6" stop-color="${s.mid}"/><stop offset="1" stop-color="${s.low}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${s.sun}"/><stop offset="0.55" stop-color="${s.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${s.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${time === 'night' ? '#2c3a66' : time === 'sunset' ? '#c98a84' : '#6fb3c9'}"/><stop offset="1" stop-color="${time === 'night' ? '#141a36' : time === 'sunset' ? '#6b5170' : '#2f7d96'}"/></linearGradient>
</defs>
<rect width="1200" height="600" fill="url(#sky)"/>
<g fill="#fff" opacity="0.8">${stars}</g>
<circle cx="${sunX}" cy="${sunY}" r="120" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${time === 'night' ? 30 : 44}" fill="${s.sun}"/>
<g fill="#fff" opacity="0.7">${clouds}</g>
<path d="M0 ${horizon - 30} C 200 ${horizon - 30 - a} 400 ${horizon - 10} 600 ${horizon - 20 - b} S 1000 ${horizon - 40} 1200 ${horizon - 25} V600 H0Z" fill="${s.far}" opacity="0.85"/>`;
}

const ground = (time: Time, y = 430) =>
  `<path d="M0 ${y} C 260 ${y - 30} 520 ${y + 10} 760 ${y - 10} S 1100 ${y - 20} 1200 ${y - 5} V600 H0Z" fill="${skies[time].near}"/>
<path d="M0 ${y + 80} C 300 ${y + 50} 640 ${y + 90} 1200 ${y + 60} V600 H0Z" fill="${skies[time].deep}"/>`;

const tree = (x: number, y: number, r: number, fill: string) =>
  `<rect x="${x - 4}" y="${y}" width="8" height="${r * 0.9}" fill="#4a3324"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x - r * 0.6}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${fill}"/><circle cx="${x + r * 0.6}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${fill}"/>`;
const palm = (x: number, y: number, h: number, fill = '#2f5d3a') =>
  `<path d="M${x} ${y} q ${h * 0.12} ${-h * 0.5} ${-h * 0.05} ${-h}" stroke="#6b4a2f" stroke-width="9" fill="none"/>
<g fill="${fill}" transform="translate(${x - h * 0.05} ${y - h})">${[0, 60, 120, 180, 240, 300].map((deg) => `<ellipse rx="${h * 0.32}" ry="${h * 0.07}" cx="${h * 0.28}" transform="rotate(${deg + 15})"/>`).join('')}</g>`;
const dome = (x: number, y: number, w: number, fill: string) =>
  `<path d="M${x - w / 2} ${y} Q ${x - w / 2} ${y - w * 0.9} ${x} ${y - w * 1.05} Q ${x + w / 2} ${y - w * 0.9} ${x + w / 2} ${y}Z" fill="${fill}"/><rect x="${x - 2}" y="${y - w * 1.3}" width="4" height="${w * 0.3}" fill="${fill}"/>`;
const arches = (x: number, y: number, n: number, w: number, fill: string) =>
  Array.from(
    { length: n },
    (_, i) => `<path d="M${x + i * w + 6} ${y} v -${w * 0.6} a ${w / 2 - 6} ${w / 2 - 6} 0 0 1 ${w - 12} 0 v ${w * 0.6}Z" fill="${fill}"/>`,
  ).join('');
const windows = (x: number, y: number, cols: number, rows: number, fill: string) =>
  Array.from(
    { length: cols * rows },
    (_, i) => `<rect x="${x + (i % cols) * 22}" y="${y + Math.floor(i / cols) * 30}" width="10" height="16" rx="5" fill="${fill}"/>`,
  ).join('');

function motifLayer(motif: Motif, time: Time, rnd: () => number, accent: string): string {
  const s = skies[time];
  const lit = time === 'night' ? '#f5d27a' : '#fff4dc';
  switch (motif) {
    case 'skyline': {
      let x = 40;
      let out = '';
      while (x < 1160) {
        const w = 70 + Math.round(rnd() * 80);
        const h = 110 + Math.round(rnd() * 150);
        const fill = rnd() > 0.5 ? '#d9c6a5' : '#c9a98a';
        out += `<rect x="${x}" y="${430 - h}" width="${w}" height="${h}" fill="${fill}"/>${windows(x + 12, 450 - h, Math.max(1, Math.floor((w - 20) / 22)), Math.floor(h / 40), lit)}`;
        if (rnd() > 0.6) out += dome(x + w / 2, 430 - h, w * 0.6, '#b98b66');
        x += w + 10;
      }
      return `${out}${arches(300, 470, 8, 70, '#8c6a55')}<rect x="0" y="470" width="1200" height="130" fill="${s.deep}"/><rect x="0" y="468" width="1200" height="6" fill="${accent}"/>`;
    }
    case 'sea':
    case 'creek': {
      const boatX = 300 + Math.round(rnd() * 500);
      const island = `<path d="M${760 - boatX / 4} 360 q 120 -80 260 0Z" fill="${s.far}"/>`;
      const towers =
        motif === 'creek'
          ? `${[160, 260, 360].map((x) => `<rect x="${x}" y="280" width="80" height="120" fill="#d8b98c"/><rect x="${x + 25}" y="250" width="30" height="40" fill="#c9a273"/>${windows(x + 14, 300, 3, 2, '#8a6a4a')}`).join('')}`
          : island;
      return `${towers}<rect x="0" y="380" width="1200" height="220" fill="url(#water)"/>
<g stroke="#fff" stroke-opacity="0.45" stroke-width="3">${Array.from({ length: 9 }, () => {
        const x = Math.round(rnd() * 1100);
        const y = 410 + Math.round(rnd() * 170);
        return `<path d="M${x} ${y} h ${40 + Math.round(rnd() * 60)}"/>`;
      }).join('')}</g>
<path d="M${boatX} 470 h 190 l -30 40 h -130Z" fill="#7a4b35"/><path d="M${boatX + 90} 470 v -150 l 80 150Z" fill="#fbf3e4"/><path d="M${boatX + 86} 470 v -120 l -60 120Z" fill="${accent}"/>`;
    }
    case 'food': {
      const plates = Array.from({ length: 5 }, (_, i) => {
        const x = 170 + i * 215 + Math.round(rnd() * 30);
        const y = 450 + (i % 2) * 50;
        const food = ['#d9822b', '#b8452e', '#e2b13c', '#7a9a3a', '#c7662f'][i]!;
        return `<ellipse cx="${x}" cy="${y}" rx="85" ry="34" fill="#f6efe2"/><ellipse cx="${x}" cy="${y - 4}" rx="60" ry="22" fill="${food}"/><ellipse cx="${x - 18}" cy="${y - 10}" rx="12" ry="5" fill="#fff3c9" opacity="0.8"/>`;
      }).join('');
      const lanterns = Array.from(
        { length: 7 },
        (_, i) =>
          `<line x1="${100 + i * 170}" y1="0" x2="${100 + i * 170}" y2="${90 + (i % 3) * 30}" stroke="#5a3d2b" stroke-width="3"/><ellipse cx="${100 + i * 170}" cy="${110 + (i % 3) * 30}" rx="22" ry="30" fill="${i % 2 ? accent : '#e5a53c'}"/>`,
      ).join('');
      return `${lanterns}<rect x="0" y="380" width="1200" height="220" fill="#8a5a3b"/><rect x="0" y="380" width="1200" height="14" fill="#6d4329"/>${plates}`;
    }
    case 'fort':
    case 'palace': {
      const wall = motif === 'fort' ? '#d7a46d' : '#e8a6a0';
      const top = motif === 'fort' ? 240 : 290;
      const towers = [220, 480, 740, 1000]
        .map(
          (x, i) =>
            `<rect x="${x - 40}" y="${top - 40 - (i % 2) * 30}" width="80" height="${200 + (i % 2) * 30}" fill="${wall}"/>${dome(x, top - 40 - (i % 2) * 30, 70, '#c98f5a')}`,
        )
        .join('');
      const hill =
        motif === 'fort'
          ? `<path d="M0 460 Q 600 300 1200 460 V600 H0Z" fill="${s.near}"/>`
          : `<rect x="0" y="440" width="1200" height="160" fill="${s.near}"/>${[150, 350, 850, 1050].map((x) => tree(x, 470, 34, s.deep)).join('')}`;
      return `<rect x="140" y="${top}" width="940" height="200" fill="${wall}"/>${arches(180, top + 180, 12, 75, '#9c6b45')}${towers}${windows(260, top + 40, 30, 2, '#a8704a')}${hill}`;
    }
    case 'minar':
      return `${ground(time, 460)}<path d="M560 460 L 580 140 h 40 L 640 460Z" fill="#b7714c"/>${[210, 280, 350].map((y) => `<rect x="566" y="${y}" width="68" height="10" fill="#8f5236"/>`).join('')}${arches(200, 470, 4, 80, '#a8704a')}${arches(720, 470, 4, 80, '#a8704a')}`;
    case 'taj':
      return `<rect x="0" y="430" width="1200" height="170" fill="${s.near}"/><rect x="560" y="430" width="80" height="170" fill="url(#water)"/>
<rect x="420" y="300" width="360" height="130" fill="#f6efe6"/>${dome(600, 300, 180, '#f3ebe0')}${dome(480, 300, 60, '#efe6da')}${dome(720, 300, 60, '#efe6da')}
${[360, 840].map((x) => `<rect x="${x - 10}" y="200" width="20" height="230" fill="#f1e9dd"/>${dome(x, 200, 30, '#efe6da')}`).join('')}${arches(450, 420, 4, 75, '#d9cbb8')}
${[120, 220, 980, 1080].map((x) => `<path d="M${x} 470 l -18 -110 l 36 0Z" fill="${s.deep}"/>`).join('')}`;
    case 'balloon':
      return `${ground(time, 450)}${Array.from({ length: 4 }, (_, i) => {
        const x = 200 + i * 260 + Math.round(rnd() * 60);
        const y = 140 + Math.round(rnd() * 160);
        const r = 46 + Math.round(rnd() * 34);
        const colour = [accent, '#e5a53c', '#3f7f9c', '#c0533a'][i]!;
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><path d="M${x - r} ${y} Q ${x} ${y + r * 1.6} ${x + r} ${y}Z" fill="${colour}"/><path d="M${x} ${y - r} v ${r * 2}" stroke="#fff" stroke-opacity="0.4" stroke-width="6"/><rect x="${x - 12}" y="${y + r * 1.25}" width="24" height="18" fill="#7a4b35"/>`;
      }).join('')}`;
    case 'lake':
      return `<rect x="0" y="360" width="1200" height="240" fill="url(#water)"/><rect x="330" y="250" width="540" height="110" fill="#f1e4cf"/>${arches(350, 350, 7, 74, '#c6a582')}${dome(450, 250, 70, '#eadbc1')}${dome(600, 250, 110, '#eadbc1')}${dome(750, 250, 70, '#eadbc1')}
<g opacity="0.35" transform="translate(0 720) scale(1 -1)"><rect x="330" y="250" width="540" height="110" fill="#f1e4cf"/></g><path d="M0 420 h 220 l 40 -30 h -260Z" fill="${s.deep}"/>`;
    case 'forest':
    case 'grassland': {
      const trees = Array.from({ length: motif === 'forest' ? 12 : 5 }, (_, i) =>
        tree(
          60 + i * (motif === 'forest' ? 100 : 260) + Math.round(rnd() * 40),
          360 + Math.round(rnd() * 80),
          40 + Math.round(rnd() * 30),
          i % 2 ? s.deep : s.near,
        ),
      ).join('');
      const grass =
        motif === 'grassland'
          ? `<g stroke="#b9a54a" stroke-width="5">${Array.from({ length: 60 }, () => {
              const x = Math.round(rnd() * 1200);
              return `<path d="M${x} 600 q 6 -60 ${-10 + Math.round(rnd() * 20)} -${90 + Math.round(rnd() * 60)}"/>`;
            }).join(
              '',
            )}</g><ellipse cx="640" cy="500" rx="110" ry="48" fill="#6e6a66"/><path d="M720 470 l 46 -6 l -10 30Z" fill="#6e6a66"/><path d="M748 462 l 8 -28 l 6 26Z" fill="#4d4946"/>`
          : `<path d="M520 600 C 560 520 640 500 700 430" stroke="#c9a97a" stroke-width="60" fill="none"/>`;
      return `${ground(time, 440)}${trees}${grass}`;
    }
    case 'backwater':
    case 'beach':
    case 'river': {
      const sand =
        motif === 'beach'
          ? `<path d="M0 470 C 400 440 800 480 1200 450 V600 H0Z" fill="#ecd3a3"/>`
          : `<path d="M0 500 C 300 470 500 520 700 500 V600 H0Z" fill="${s.near}"/>`;
      const boat =
        motif === 'backwater'
          ? `<path d="M640 440 q 120 30 240 0 q -120 20 -240 0Z" fill="#5a3521"/><rect x="720" y="400" width="80" height="36" rx="18" fill="#c79a5b"/>`
          : motif === 'river'
            ? `<path d="M400 600 C 520 470 700 430 1200 400 V600Z" fill="#dff0f3" opacity="0.35"/>`
            : `<path d="M820 440 l 20 -70 l 10 70Z" fill="${accent}"/>`;
      return `<rect x="0" y="370" width="1200" height="230" fill="url(#water)"/>${boat}${sand}${palm(150, 520, 230)}${palm(260, 540, 180, '#3d6e44')}${palm(1060, 500, 210)}${motif === 'beach' ? `<ellipse cx="420" cy="540" rx="70" ry="10" fill="#d3b985"/><path d="M420 540 v -90" stroke="#7a4b35" stroke-width="5"/><path d="M360 460 q 60 -50 120 0Z" fill="${accent}"/>` : ''}`;
    }
    case 'stage':
      return `<rect x="0" y="0" width="1200" height="600" fill="#3a1f2b" opacity="0.55"/><path d="M0 0 h 300 q -60 300 0 600 h -300Z" fill="${accent}"/><path d="M1200 0 h -300 q 60 300 0 600 h 300Z" fill="${accent}"/><rect x="0" y="0" width="1200" height="60" fill="#6d1f38"/>
<ellipse cx="600" cy="520" rx="420" ry="60" fill="#c48a4a"/><circle cx="600" cy="300" r="110" fill="#3f8a4f"/><path d="M490 300 q 110 170 220 0" fill="#f4e0b0"/><circle cx="560" cy="280" r="16" fill="#fff"/><circle cx="640" cy="280" r="16" fill="#fff"/><circle cx="560" cy="280" r="7" fill="#1d1d1d"/><circle cx="640" cy="280" r="7" fill="#1d1d1d"/><path d="M520 220 q 80 -90 160 0" fill="#e5a53c"/><path d="M570 340 q 30 20 60 0" stroke="#b8452e" stroke-width="10" fill="none"/>`;
    case 'mountains':
    case 'ice': {
      const peaks = Array.from({ length: 4 }, (_, i) => {
        const x = 60 + i * 320 + Math.round(rnd() * 60);
        const h = 220 + Math.round(rnd() * 120);
        return `<path d="M${x - 220} 460 L ${x} ${460 - h} L ${x + 220} 460Z" fill="${motif === 'ice' ? '#c9dbe6' : '#8a8fa8'}"/><path d="M${x - 70} ${460 - h * 0.68} L ${x} ${460 - h} L ${x + 70} ${460 - h * 0.68} l -30 14 l -20 -18 l -20 20Z" fill="#fbfcff"/>`;
      }).join('');
      const front =
        motif === 'ice'
          ? `<rect x="0" y="440" width="1200" height="160" fill="url(#water)"/><path d="M300 470 l 40 -70 l 80 10 l 30 60Z" fill="#eaf4fa"/><path d="M820 480 l 30 -50 l 90 -10 l 40 60Z" fill="#dfeef6"/>${[180, 210, 240].map((x) => `<ellipse cx="${x}" cy="560" rx="12" ry="22" fill="#1d1d1d"/><ellipse cx="${x}" cy="566" rx="7" ry="14" fill="#fff"/>`).join('')}`
          : `${ground(time, 480)}${[120, 980, 1080].map((x) => `<path d="M${x} 520 l -22 -110 l 44 0Z" fill="${s.deep}"/>`).join('')}<path d="M560 520 h 120 v -50 h -120Z" fill="#e9e2d3"/><path d="M550 470 h 140 l -20 -24 h -100Z" fill="#9c2f2f"/>`;
      return `${peaks}${front}`;
    }
    case 'flats':
      return `<rect x="0" y="400" width="1200" height="200" fill="#f3f1ea"/><path d="M0 400 h 1200" stroke="#d9d3c4" stroke-width="4"/>${Array.from(
        { length: 14 },
        () => {
          const x = 80 + Math.round(rnd() * 1040);
          const y = 430 + Math.round(rnd() * 140);
          return `<path d="M${x} ${y} v 40" stroke="#d66a7a" stroke-width="3"/><ellipse cx="${x}" cy="${y - 8}" rx="18" ry="11" fill="#f1a2ae"/><path d="M${x + 12} ${y - 12} q 14 -30 4 -44 q 10 -4 14 6" stroke="#f1a2ae" stroke-width="5" fill="none"/>`;
        },
      ).join('')}`;
    case 'tea':
      return `${Array.from({ length: 7 }, (_, i) => `<path d="M0 ${350 + i * 40} C 300 ${320 + i * 40} 700 ${380 + i * 40} 1200 ${330 + i * 40}" stroke="${i % 2 ? s.near : s.deep}" stroke-width="26" fill="none" stroke-linecap="round"/>`).join('')}<rect x="0" y="600" width="1200" height="0"/>${tree(1040, 330, 40, s.deep)}<rect x="160" y="280" width="120" height="70" fill="#f4efe6"/><path d="M150 284 l 70 -40 l 70 40Z" fill="${accent}"/>`;
    case 'shop':
      return `<rect x="0" y="420" width="1200" height="180" fill="#efe3d0"/>${[0, 1, 2, 3]
        .map((i) => {
          const x = 160 + i * 250;
          const colour = [accent, '#3f7f9c', '#e5a53c', '#5f9a58'][i]!;
          return `<rect x="${x}" y="${300 + (i % 2) * 30}" width="150" height="${170 - (i % 2) * 30}" rx="10" fill="${colour}"/><path d="M${x + 40} ${300 + (i % 2) * 30} q 35 -70 70 0" stroke="#5a3d2b" stroke-width="8" fill="none"/>`;
        })
        .join('')}`;
    case 'spa':
      return `<rect x="0" y="420" width="1200" height="180" fill="#e7eee4"/><ellipse cx="600" cy="470" rx="300" ry="40" fill="url(#water)"/>${[0, 1, 2].map((i) => `<ellipse cx="${600}" cy="${440 - i * 40}" rx="${110 - i * 25}" ry="26" fill="${['#7c7a74', '#98958d', '#b5b1a8'][i]}"/>`).join('')}
${[-60, -30, 0, 30, 60].map((deg) => `<ellipse cx="600" cy="260" rx="26" ry="80" fill="${accent}" opacity="0.85" transform="rotate(${deg} 600 330)"/>`).join('')}${palm(180, 520, 200, '#4f7f4c')}`;
    case 'plane':
      return `${ground(time, 460)}<g transform="translate(${380 + Math.round(rnd() * 200)} 200) rotate(-12)"><rect x="0" y="0" width="360" height="46" rx="23" fill="#f4f4f4"/><path d="M140 20 l 80 -120 h 40 l -40 120Z" fill="#d9dde3"/><path d="M150 30 l 90 110 h 40 l -60 -110Z" fill="#d9dde3"/><path d="M20 10 l -20 -70 h 40 l 30 70Z" fill="${accent}"/>${windows(100, 12, 10, 1, '#7aa6c9')}</g>`;
  }
}

function scene(id: string, motif: Motif, time: Time, accent = '#861f41') {
  const rnd = stream(id);
  const bare = motif === 'stage' || motif === 'food';
  const body = (bare ? backdrop('night', rnd, 300) : backdrop(time, rnd)) + motifLayer(motif, time, rnd, accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600">${body}</svg>`;
}

/** A room: the wall, a window on the hotel's view, a bed, a lamp and a plant; a suite or villa adds a sofa or a pool. */
function room(id: string, name: string, view: Motif, time: Time) {
  const rnd = stream(id);
  const walls = ['#efe4d2', '#e8ddd0', '#f1e8dc', '#e6e0d4'];
  const throws = ['#861f41', '#3f7f9c', '#c0533a', '#5f7f4c'];
  const wall = walls[Math.floor(rnd() * walls.length)]!;
  const accent = throws[Math.floor(rnd() * throws.length)]!;
  const big = /suite|villa|bungalow/i.test(name);
  const outside = scene(`${id}-view`, view, time, accent).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600">
<defs><clipPath id="win"><rect x="640" y="70" width="460" height="300" rx="8"/></clipPath></defs>
<rect width="1200" height="600" fill="${wall}"/><rect y="440" width="1200" height="160" fill="#b88a60"/><path d="M0 440 h 1200" stroke="#9c7350" stroke-width="6"/>
<g clip-path="url(#win)"><g transform="translate(640 70) scale(0.3833 0.5)">${outside}</g></g>
<rect x="632" y="62" width="476" height="316" rx="10" fill="none" stroke="#fbf7f0" stroke-width="16"/><path d="M870 70 v 300" stroke="#fbf7f0" stroke-width="10"/>
<path d="M600 50 q 30 200 -10 360 h -50 q 30 -160 10 -360Z" fill="${accent}" opacity="0.9"/>
<rect x="80" y="270" width="440" height="120" rx="14" fill="#7a4b35"/><rect x="60" y="360" width="500" height="110" rx="18" fill="#fbf7f0"/><rect x="60" y="400" width="500" height="70" rx="14" fill="${accent}"/>
<rect x="110" y="318" width="150" height="56" rx="24" fill="#ffffff"/><rect x="300" y="318" width="150" height="56" rx="24" fill="#ffffff"/>
<rect x="20" y="470" width="40" height="60" fill="#5a3521"/><rect x="560" y="470" width="40" height="60" fill="#5a3521"/>
${big ? `<rect x="860" y="420" width="280" height="90" rx="20" fill="#d8c2a0"/><rect x="880" y="380" width="240" height="60" rx="18" fill="#e6d3b4"/>` : `<rect x="960" y="430" width="120" height="70" fill="#8a5a3b"/>`}
<rect x="20" y="240" width="60" height="80" fill="#5a3521"/><path d="M10 200 h 80 l -16 44 h -48Z" fill="#f3deb0"/><circle cx="50" cy="205" r="60" fill="#fff3c9" opacity="0.25"/>
<rect x="1120" y="470" width="50" height="70" rx="6" fill="#c98f5a"/>${tree(1145, 430, 30, '#4f7f4c')}
</svg>`;
}

const tourArt: Record<string, [Motif, Time]> = {
  'mum-heritage': ['skyline', 'dawn'],
  'mum-dharavi': ['skyline', 'day'],
  'mum-food': ['food', 'night'],
  'mum-elephanta': ['sea', 'day'],
  'mum-bollywood': ['stage', 'night'],
  'mum-sunset-sail': ['sea', 'sunset'],
  'mum-street-art': ['skyline', 'sunset'],
  'mum-kanheri': ['forest', 'dawn'],
  'del-oldcity': ['skyline', 'dawn'],
  'del-qutub': ['minar', 'day'],
  'jai-amber': ['fort', 'dawn'],
  'jai-balloon': ['balloon', 'dawn'],
  'goa-dolphin': ['sea', 'dawn'],
  'goa-spice': ['food', 'day'],
  'blr-cycle': ['forest', 'day'],
  'blr-brew': ['food', 'night'],
  'udr-lake': ['lake', 'sunset'],
  'udr-cook': ['food', 'day'],
  'koc-kathakali': ['stage', 'night'],
  'koc-backwater': ['backwater', 'day'],
  'agr-tajsunrise': ['taj', 'dawn'],
};
const destinationArt: Record<string, [Motif, Time]> = {
  goa: ['beach', 'sunset'],
  udaipur: ['lake', 'sunset'],
  jaipur: ['palace', 'day'],
  rishikesh: ['river', 'dawn'],
  coorg: ['tea', 'day'],
  munnar: ['tea', 'dawn'],
  shimla: ['mountains', 'day'],
  alibaug: ['beach', 'day'],
  kovalam: ['beach', 'dawn'],
  corbett: ['forest', 'dawn'],
  dubai: ['creek', 'sunset'],
};
const expeditionArt: Record<string, [Motif, Time]> = {
  'ladakh-snow-leopard': ['mountains', 'dawn'],
  'andaman-reefs': ['beach', 'day'],
  'kaziranga-rhino': ['grassland', 'dawn'],
  'spiti-monasteries': ['mountains', 'day'],
  'rann-flamingos': ['flats', 'dawn'],
  'antarctica-peninsula': ['ice', 'day'],
};
const categoryArt: Record<string, [Motif, Time]> = {
  Dining: ['food', 'night'],
  Travel: ['plane', 'day'],
  Shopping: ['shop', 'day'],
  Wellness: ['spa', 'dawn'],
  Entertainment: ['stage', 'night'],
};

const web = path.resolve(import.meta.dirname, '..');
const out = path.join(web, 'public/images/listings');
const logos = path.join(web, 'public/images/offers');
mkdirSync(out, { recursive: true });
mkdirSync(logos, { recursive: true });

async function write(name: string, svg: string) {
  for (const width of listingArtWidths) {
    const base = sharp(Buffer.from(svg), { density: Math.ceil((72 * width) / 1200) }).resize({ width });
    await base
      .clone()
      .avif({ quality: 48, effort: 6 })
      .toFile(path.join(out, `${name}-${width}.avif`));
    await base
      .clone()
      .webp({ quality: 70, effort: 6 })
      .toFile(path.join(out, `${name}-${width}.webp`));
  }
  console.info(`images/listings/${name}-{${listingArtWidths.join(',')}}.{avif,webp}`);
}

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`No art chosen for ${what}: add it to draw-listing-art.ts`);
  return value;
};

for (const product of sandboxProducts) {
  const [motif, time] = required(tourArt[product.id], `tour ${product.id}`);
  await write(listingArtName('tour', product.id), scene(product.id, motif, time));
}
for (const hotel of sandboxHotels) {
  const [motif, time] = required(destinationArt[hotel.destinationId], `destination ${hotel.destinationId}`);
  await write(listingArtName('hotel', hotel.id), scene(hotel.id, motif, time));
  for (const r of hotel.rooms) await write(listingArtName('room', r.id), room(r.id, r.name, motif, time));
}
for (const trip of expeditions) {
  const [motif, time] = required(expeditionArt[trip.id], `expedition ${trip.id}`);
  await write(listingArtName('expedition', trip.id), scene(trip.id, motif, time));
}
const catalogue = demoOffersCatalogue();
for (const category of catalogue.categories) {
  const [motif, time] = required(categoryArt[category.name], `offer category ${category.name}`);
  await write(offerCategoryArt(category.name), scene(category.name, motif, time));
}
const brandColours = ['#861f41', '#1f5f7a', '#b4532a', '#3d6b3a', '#5b3f8c', '#9a6b1f', '#2c4a6e', '#a33b5c'];
for (const [i, merchant] of catalogue.merchants.entries()) {
  const file = path.basename(merchant.logo ?? '');
  if (!file.endsWith('.svg')) continue;
  const initials = path.basename(file, '.svg').toUpperCase();
  const colour = brandColours[i % brandColours.length]!;
  const size = initials.length > 2 ? 30 : 38;
  writeFileSync(
    path.join(logos, file),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${colour}"/><circle cx="48" cy="48" r="36" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/><text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-family="Plus Jakarta Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${initials}</text></svg>\n`,
  );
  console.info(`images/offers/${file}`);
}
