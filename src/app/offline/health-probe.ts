/** A probe that hangs counts as a server that is not back yet. */
const timeoutMs = 5_000;

/**
 * Asks the server whether it is up (GET /healthz, which also reaches the database): a cheap call the
 * outbox makes while its entries wait for the server, since a server that comes back fires no event.
 */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
