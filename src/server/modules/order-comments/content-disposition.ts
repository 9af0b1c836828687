/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): an ASCII `filename` with quotes,
 * backslashes and anything outside printable ASCII replaced, and the exact name as UTF-8 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
