import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES } from './file-store.ts';

/** What `writePartial` makes: 128 random bits in hex. */
export const storedNamePattern = /^[a-f0-9]{32}$/;
const WRITE_BLOCK_BYTES = 256 * 1024;

export interface PartialFile {
  /** The server-made name the file will be kept under. */
  storedName: string;
  partialPath: string;
  size: number;
  head: Buffer;
  /** Hex sha256 of the content, when asked for. */
  sha256?: string;
}

/**
 * Streams an upload to `partialDir/<name>.part`, measuring it on the way; on any error the partial file is
 * removed. Both stores stage through this.
 */
export async function writePartial(source: Readable, partialDir: string, options: { sha256?: boolean } = {}): Promise<PartialFile> {
  // A cut-off multipart body can hand over a file stream that is already destroyed and will never end.
  if (source.destroyed) throw new Error('the upload ended early');
  const storedName = randomBytes(16).toString('hex');
  const partialPath = path.join(partialDir, `${storedName}.part`);
  const hash = options.sha256 ? createHash('sha256') : undefined;
  let size = 0;
  let head = Buffer.alloc(0);
  // Multipart chunks are small (often under 64 KB): gather them into 256 KB blocks, one write each.
  let block = Buffer.allocUnsafe(WRITE_BLOCK_BYTES);
  let filled = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash?.update(chunk);
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      for (let offset = 0; offset < chunk.length;) {
        const copied = chunk.copy(block, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === WRITE_BLOCK_BYTES) {
          this.push(block);
          block = Buffer.allocUnsafe(WRITE_BLOCK_BYTES);
          filled = 0;
        }
      }
      done();
    },
    flush(done) {
      done(null, filled > 0 ? block.subarray(0, filled) : undefined);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(partialPath, { flags: 'wx' }));
  } catch (error) {
    await unlink(partialPath).catch(() => {});
    throw error;
  }
  return { storedName, partialPath, size, head, sha256: hash?.digest('hex') };
}
