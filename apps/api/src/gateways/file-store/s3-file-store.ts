import { createReadStream, mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStore, StagedFile } from './file-store.ts';
import { createS3Client, type S3Settings } from './s3-client.ts';
import { storedNamePattern, writePartial } from './staging.ts';

/**
 * Files as objects in an S3-compatible bucket, keyed by their server-made name. Uploads are staged in
 * `partialDir` (under DATA_DIR) to be sized and sniffed, and sent only on commit. The PUT is signed with
 * the content's sha256, computed while staging: no second read, and the store refuses bytes that differ.
 */
export function createS3FileStore(settings: S3Settings, partialDir: string): FileStore {
  mkdirSync(partialDir, { recursive: true });
  const s3 = createS3Client(settings);
  const keyOf = (storedName: string) => {
    if (!storedNamePattern.test(storedName)) throw new Error('not a stored file name');
    return storedName;
  };

  return {
    async stage(source: Readable): Promise<StagedFile> {
      const partial = await writePartial(source, partialDir, { sha256: true });
      let settled = false;
      return {
        size: partial.size,
        head: partial.head,
        async commit() {
          await s3.putObject(partial.storedName, {
            open: () => createReadStream(partial.partialPath),
            length: partial.size,
            sha256: partial.sha256!,
          });
          // Only once the object exists: a failed PUT leaves the partial file for discard() to remove.
          settled = true;
          await unlink(partial.partialPath).catch(() => {});
          return partial.storedName;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await unlink(partial.partialPath).catch(() => {});
        },
      };
    },
    async open(storedName) {
      return s3.getObject(keyOf(storedName));
    },
    async remove(storedName) {
      await s3.deleteObject(keyOf(storedName));
    },
  };
}
