import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, type FileStore, type StagedFile } from './file-store.ts';

const storedNamePattern = /^[a-f0-9]{32}$/;
const WRITE_BLOCK_BYTES = 256 * 1024;

/** Files under `root` (DATA_DIR/uploads, outside the web root); partial uploads under `root/.partial`. */
export function createDiskFileStore(root: string): FileStore {
  const partialDir = path.join(root, '.partial');
  mkdirSync(partialDir, { recursive: true });
  const pathOf = (storedName: string) => {
    if (!storedNamePattern.test(storedName)) throw new Error('not a stored file name');
    return path.join(root, storedName);
  };

  return {
    async stage(source: Readable): Promise<StagedFile> {
      // A cut-off multipart body can hand over a file stream that is already destroyed and will never end.
      if (source.destroyed) throw new Error('the upload ended early');
      const storedName = randomBytes(16).toString('hex');
      const partial = path.join(partialDir, `${storedName}.part`);
      let size = 0;
      let head = Buffer.alloc(0);
      // Multipart chunks are small (often under 64 KB): gather them into 256 KB blocks, one write each.
      let block = Buffer.allocUnsafe(WRITE_BLOCK_BYTES);
      let filled = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          let offset = 0;
          while (offset < chunk.length) {
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
        await pipeline(source, measure, createWriteStream(partial, { flags: 'wx' }));
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
      let settled = false;
      return {
        size,
        head,
        async commit() {
          settled = true;
          await rename(partial, pathOf(storedName));
          return storedName;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await unlink(partial).catch(() => {});
        },
      };
    },
    async open(storedName) {
      const stream = createReadStream(pathOf(storedName));
      await new Promise<void>((resolve, reject) => { stream.once('open', () => resolve()); stream.once('error', reject); });
      return stream;
    },
    async remove(storedName) {
      await unlink(pathOf(storedName)).catch(() => {});
    },
  };
}
