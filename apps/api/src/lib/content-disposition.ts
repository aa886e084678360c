/**
 * `Content-Disposition: attachment` for a file name of any script (RFC 6266): an ASCII `filename` for old
 * clients beside `filename*=UTF-8''…` (RFC 8187), which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const name =
    [...fileName.normalize('NFC')]
      .filter((c) => c >= ' ' && c !== '\x7f')
      .join('')
      .slice(0, 200) || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * !, which RFC 8187's attr-char does not allow unescaped.
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
