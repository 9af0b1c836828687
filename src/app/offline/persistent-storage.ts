let asked = false;

/**
 * Asks once per page for storage the browser will not evict under pressure, on the first offline save
 * (web.dev/persistent-storage). Chromium decides silently; the answer changes nothing here.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  asked = true;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
