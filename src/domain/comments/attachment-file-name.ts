/**
 * Characters that must not reach a stored name: C0 and C1 controls, and the bidirectional marks,
 * embeddings, overrides and isolates that make `invoice‮fdp.exe` read as `invoiceexe.pdf`.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const maxNameLength = 255;

/** The last path segment the browser sent, without control and bidi characters or leading dots. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(unsafeCharacters, '').trim().replace(/^\.+/, '');
}

/**
 * The name an attachment is stored and offered under: the clean name, ending in the extension of the
 * type its content shows (`invoice.bat` holding a PDF is stored as `invoice.pdf`; `scan.JPEG` keeps its
 * own spelling of the right type), at most 255 characters; a nameless file is named `attachment`.
 */
export function attachmentFileName(name: string | undefined, extensions: readonly string[]): string {
  const clean = cleanFileName(name);
  const dot = clean.lastIndexOf('.');
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).replace(/[.\s]+$/, '') || 'attachment';
  const ownExtension = dot > 0 ? clean.slice(dot) : '';
  const extension = extensions.find((candidate) => candidate === ownExtension.toLowerCase())
    ? ownExtension
    : (extensions[0] ?? '');
  return [...stem].slice(0, maxNameLength - extension.length).join('') + extension;
}
