import { createReadStream, mkdirSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore, StagedFile } from './file-store.ts';
import { storedNamePattern, writePartial } from './staging.ts';

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
      const { storedName, partialPath: partial, size, head } = await writePartial(source, partialDir);
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
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(storedName) {
      await unlink(pathOf(storedName)).catch(() => {});
    },
  };
}
