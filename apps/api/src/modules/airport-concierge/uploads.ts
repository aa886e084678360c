import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  bookingKinds,
  conciergeMultipartSchema,
  conciergeSentFieldsSchema,
  errorResponseSchema,
  idSchema,
  isId,
  messages,
  type ConciergeDetail,
  type ConciergeSentFields,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { FileStore, StagedFile } from '../../gateways/file-store/file-store.ts';
import { sniffUploadType, uploadContentTypes, type SniffedType } from '../../gateways/file-store/sniff.ts';
import { fileResponse } from '../../plugins/docs.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseSentFields, type KindAttachments, type KindMultipartBody, type KindRoutesExtension } from '../bookings/index.ts';
import * as repository from './repository.ts';

/** The concierge hooks on the kind pipeline: the multipart form with its tickets, storing them, and reading them back. */

export interface ReceivedFile {
  staged: StagedFile;
  originalName: string;
  type: SniffedType;
}
/** The sent fields and the files that came with them. */
export type ConciergePayload = ConciergeSentFields & { files: ReceivedFile[] };

export const conciergePath = `/api${bookingKinds.AirportVipPrivilege.api}`;
const uploadFieldNames = new Set(['uploads[]', 'uploads']);

/** Anything the multipart reader throws becomes 413 (limits) or 400 (malformed), never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
  const systemCode = (error as NodeJS.ErrnoException).code;
  if (systemCode === 'ENOSPC' || systemCode === 'EDQUOT') return new AppError('INSUFFICIENT_STORAGE', messages.storageFull);
  return new AppError('VALIDATION_FAILED', messages.uploadMalformed);
}

const discardAll = (files: ReceivedFile[]) => Promise.all(files.map((f) => f.staged.discard()));

/** Reads the text fields and streams each file to a temporary name; on any failure nothing is kept. */
async function readMultipart(request: FastifyRequest, store: FileStore) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const unsupported: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!uploadFieldNames.has(part.fieldname))
        throw new AppError('VALIDATION_FAILED', messages.requestInvalid, { [part.fieldname]: [messages.requestInvalid] });
      const staged = await store.stage(part.file);
      if (part.file.truncated) {
        await staged.discard();
        throw new AppError('PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
      }
      const type = sniffUploadType(staged.head);
      if (!type) {
        await staged.discard();
        unsupported.push(part.filename);
        continue;
      }
      files.push({ staged, originalName: part.filename || `upload.${type.extension}`, type });
    }
  } catch (error) {
    await discardAll(files);
    throw uploadError(error);
  }
  if (unsupported.length > 0) {
    await discardAll(files);
    throw new AppError('VALIDATION_FAILED', messages.fileFormatUnsupported, { uploads: [messages.fileFormatUnsupported] });
  }
  return { fields, files };
}

/** Stores every staged file, or none: a failure removes the ones already stored. */
async function commitAll(files: ReceivedFile[], store: FileStore): Promise<string[]> {
  const results = await Promise.allSettled(files.map((file) => file.staged.commit()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<string>).value);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? store.remove(r.value) : undefined)));
  throw failed.reason;
}

export function conciergeUploads(db: Database, store: FileStore) {
  const body: KindMultipartBody<ConciergePayload> = {
    schema: conciergeMultipartSchema,
    async read(request) {
      const { fields, files } = await readMultipart(request, store);
      const release = () => discardAll(files).then(() => undefined);
      try {
        // Zod's own wording is not ours: each field says requestInvalid, or that it holds a control character.
        const sent = parseSentFields(conciergeSentFieldsSchema, fields, {
          message: messages.requestInvalid,
          wording: (issue) => (issue.message === messages.textControlCharacters ? issue.message : messages.requestInvalid),
        });
        return { payload: { ...sent, files }, release };
      } catch (error) {
        await release();
        throw error;
      }
    },
  };

  /** Stores the files under their final names; recorded against the booking once it exists, removed if it fails. */
  async function attach({ files }: ConciergePayload): Promise<KindAttachments> {
    const storedNames = await commitAll(files, store);
    return {
      undo: () => Promise.all(storedNames.map((name) => store.remove(name))).then(() => undefined),
      async record(bookingId) {
        await repository.insertUploads(
          db,
          files.map((file, n) => ({
            bookingId,
            kind: 'ticket',
            storedName: storedNames[n]!,
            originalName: file.originalName.slice(0, 200),
            contentType: file.type.contentType,
            size: file.staged.size,
          })),
        );
      },
    };
  }

  const list = (bookingId: string) => repository.listUploads(db, [bookingId]);

  /** The staff console's documents, and each file as a download to its owner and to staff only. */
  const routes: KindRoutesExtension<ConciergePayload, ConciergeDetail['data']> = (app, service) => {
    app.bookings.registerDocumentSource('AirportVipPrivilege', async (booking) =>
      (await list(booking.id)).map((u) => ({ name: u.originalName, url: `${conciergePath}/${booking.id}/uploads/${u.id}` })),
    );
    app.get(
      `${conciergePath}/:id/uploads/:uploadId`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['airport-concierge'],
          params: z.object({ id: idSchema, uploadId: idSchema }),
          response: {
            200: fileResponse('The file, as a download (the type it was told to be by its content).', uploadContentTypes),
            ...Object.fromEntries([400, 401, 403, 404].map((status) => [status, errorResponseSchema])),
          },
        },
      },
      async (request, reply) => {
        const booking = await service.booking(request.user!, request.params.id);
        // Anyone else is told it does not exist.
        const upload = isId(request.params.uploadId) ? await repository.findUpload(db, booking.id, request.params.uploadId) : undefined;
        if (!upload) throw new AppError('NOT_FOUND');
        return reply
          .header('content-type', upload.contentType)
          .header('content-length', String(upload.size))
          .header('content-disposition', attachmentDisposition(upload.originalName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(await store.open(upload.storedName));
      },
    );
  };

  return { body, attach, list, routes };
}
export type ConciergeUploads = ReturnType<typeof conciergeUploads>;
