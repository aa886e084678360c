// Writes the default theme's files into public/ from their sources (docs/theming.md): each scene of src/theme/art
// as AVIF and WebP at the widths the pages ask for, and the typeface's woff2 copied from its Fontsource package.
// Run after changing a scene or the typeface: `npm run theme:assets -w @portal/web`; commit what it writes.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const art = path.join(web, 'src/theme/art');
const images = path.join(web, 'public/images');
const fonts = path.join(web, 'public/fonts');
// Keep in step with heroWidths in src/theme/theme.ts.
const widths = [480, 800, 1200];

mkdirSync(images, { recursive: true });
for (const file of readdirSync(art).filter((f) => f.endsWith('.svg'))) {
  const name = path.basename(file, '.svg');
  const svg = readFileSync(path.join(art, file));
  for (const width of widths) {
    // Rendered at the output width (not scaled from one bitmap), so every size is sharp.
    const density = Math.ceil((72 * width) / 1200);
    const base = sharp(svg, { density }).resize({ width });
    await base
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(path.join(images, `${name}-${width}.avif`));
    await base
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(path.join(images, `${name}-${width}.webp`));
  }
  console.info(`images/${name}-{${widths.join(',')}}.{avif,webp}`);
}

const require = createRequire(import.meta.url);
const fontFolder = path.join(path.dirname(require.resolve('@fontsource-variable/plus-jakarta-sans/package.json')), 'files');
mkdirSync(fonts, { recursive: true });
copyFileSync(
  path.join(fontFolder, 'plus-jakarta-sans-latin-wght-normal.woff2'),
  path.join(fonts, 'plus-jakarta-sans-latin-wght-normal.woff2'),
);
console.info('fonts/plus-jakarta-sans-latin-wght-normal.woff2');
