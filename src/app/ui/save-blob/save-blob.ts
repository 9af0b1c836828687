/** How long a downloaded file's object URL lives: long enough for the browser to start saving it. */
const objectUrlLifetimeMs = 60_000;

/**
 * Saves a fetched file under its name. The file is fetched with the bearer token (a plain link could
 * not send it), then handed to the browser through an object URL.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
