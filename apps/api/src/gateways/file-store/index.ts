import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

export type { FileStore, StagedFile } from './file-store.ts';

/** The configured store: the S3-compatible bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise (both stage there). */
export function createFileStore(config: Config): FileStore {
  const uploads = path.join(config.DATA_DIR, 'uploads');
  return config.s3 ? createS3FileStore(config.s3, path.join(uploads, '.partial')) : createDiskFileStore(uploads);
}
