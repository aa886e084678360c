/** A file part of a multipart form; `field` is the form field it is sent under (the concierge's `uploads[]`). */
export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
  field?: string;
}

/**
 * A multipart/form-data body as a browser sends it: the text fields, then the files. Each call draws its own
 * boundary unless one is given.
 */
export function multipartForm(
  fields: Record<string, string>,
  files: FilePart[] = [],
  boundary = '----portal' + Math.random().toString(16).slice(2),
) {
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'uploads[]'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An application/x-www-form-urlencoded body, as a payment gateway or a browser's plain form posts it. */
export const urlencodedForm = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
