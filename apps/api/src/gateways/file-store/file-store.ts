import type { Readable } from 'node:stream';

/** A file written under a temporary name: nothing is kept until `commit`. */
export interface StagedFile {
  size: number;
  /** The first bytes, for deciding the type by content. */
  head: Buffer;
  /** Moves the file to its final server-made name and returns that name. */
  commit(): Promise<string>;
  discard(): Promise<void>;
}

/**
 * Where uploaded files live. The default keeps them on disk under the data directory; an S3-compatible
 * store can implement the same four operations. Names are always made by the server.
 */
export interface FileStore {
  /** Streams a file in; on any error (too large, aborted) the partial file is removed and the error rethrown. */
  stage(source: Readable): Promise<StagedFile>;
  open(storedName: string): Promise<Readable>;
  remove(storedName: string): Promise<void>;
}

export const HEAD_BYTES = 16;
