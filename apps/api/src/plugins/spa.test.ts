import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa.ts';

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Privileges</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// A build as apps/web writes it: index.html, one asset and the route-preloads.json of build/route-preloads.ts.
let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'assets/index-a1.js'), 'export {};\n');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/offers': { scripts: ['/assets/offers-page-b2.js', '/assets/offers-page-data-c3.js'], styles: [] },
      '/turf': { scripts: ['/assets/venue-slot-landing-page-d4.js'], styles: ['/assets/date-field-e5.css'] },
    }),
  );
  app = Fastify();
  await app.register(spaPlugin, { distFolder: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const offersLinks =
  '<link rel="modulepreload" crossorigin href="/assets/offers-page-b2.js">\n    <link rel="modulepreload" crossorigin href="/assets/offers-page-data-c3.js">';

describe('the SPA answer lists the first chunks of its page (issue 31: no request chain)', () => {
  it("/offers' index.html asks for the offers page and its loader in its head, beside the entry", async () => {
    const res = await app.inject({ url: '/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`${offersLinks}\n  </head>`);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });

  it('the same with a query or a trailing slash', async () => {
    for (const url of ['/offers?city=Mumbai&page=2', '/offers/']) {
      expect((await app.inject({ url })).body, url).toContain(offersLinks);
    }
  });

  it("a page's styles are preloaded as the app's loader will ask for them (crossorigin)", async () => {
    expect((await app.inject({ url: '/turf' })).body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/date-field-e5.css">',
    );
  });

  it('compressed as the browser accepts (brotli first), the same page', async () => {
    const res = await app.inject({ url: '/offers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(offersLinks);
  });

  it('HEAD answers as GET, without the page', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('a page the build lists nothing for gets index.html as built', async () => {
    const res = await app.inject({ url: '/info/terms-and-conditions' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(index);
  });
});
