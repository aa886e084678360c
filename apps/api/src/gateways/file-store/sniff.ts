/** The upload types the spec allows, decided by the file's first bytes (never its name or declared type). */
export const uploadContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type SniffedType = { contentType: (typeof uploadContentTypes)[number]; extension: 'pdf' | 'png' | 'jpg' };

export function sniffUploadType(head: Buffer): SniffedType | undefined {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { contentType: 'image/png', extension: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return undefined;
}
