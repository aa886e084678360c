import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.ts';

const streamToBuffer = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `data` in uneven chunks, as a multipart parser hands a file over. */
function chunked(data: Buffer, fail?: Error) {
  return Readable.from(
    (function* () {
      let offset = 0;
      for (let n = 0; offset < data.length; n++) {
        const size = [1, 7_000, 65_536, 300_000, 16_384][n % 5]!;
        yield data.subarray(offset, offset + size);
        offset += size;
      }
      if (fail) throw fail;
    })(),
  );
}

describe('disk file store', () => {
  it('stores a file of several blocks byte for byte, with its size and first bytes', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'file-store-'));
    const store = createDiskFileStore(root);
    for (const length of [0, 10, 256 * 1024, 256 * 1024 + 1, 1_100_003]) {
      const data = randomBytes(length);
      const staged = await store.stage(chunked(data));
      expect(staged.size).toBe(length);
      expect(staged.head).toEqual(data.subarray(0, 16));
      const name = await staged.commit();
      expect(statSync(path.join(root, name)).size).toBe(length);
      expect((await streamToBuffer(await store.open(name))).equals(data)).toBe(true);
    }
    rmSync(root, { recursive: true });
  });

  it('leaves no partial file when the source fails half way', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'file-store-'));
    const store = createDiskFileStore(root);
    await expect(store.stage(chunked(randomBytes(700_000), new Error('client went away')))).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, '.partial'))).toEqual([]);
    expect(readdirSync(root)).toEqual(['.partial']);
    rmSync(root, { recursive: true });
  });
});
