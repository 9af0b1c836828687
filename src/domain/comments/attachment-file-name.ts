/**
 * The name an attachment is stored and offered under: the last path segment the browser sent, without
 * control characters, at most 255 characters; a nameless file gets the name of its type.
 */
export function attachmentFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || fallback)].slice(0, 255).join('');
}
