import { tokenKey } from '../api/client.ts';
import { currentHost } from '../config/hosts.ts';
import type { ClientErrorReport, SendOptions } from './error-queue.ts';

/**
 * Browsers refuse keepalive requests whose bodies together pass 64 KiB: a batch sent as the page goes
 * away keeps this much of each stack, so 20 entries at their longest messages stay below it.
 */
const keepaliveStackLength = 1_000;

/**
 * POST clientErrors. A straight fetch, not callApi: a failed report must never redirect, notify or
 * report itself. The bearer token, when there is one, lets the server name the user.
 */
export async function sendErrors(entries: ClientErrorReport[], { keepalive }: SendOptions): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = localStorage.getItem(tokenKey);
  if (token) headers.Authorization = `Bearer ${token}`; // eslint-disable-line lingui/no-unlocalized-strings -- an HTTP header
  const sent = keepalive
    ? entries.map((entry) =>
        entry.stack ? { ...entry, stack: entry.stack.slice(0, keepaliveStackLength) } : entry,
      )
    : entries;
  await fetch(`${currentHost.apiBase}/clientErrors`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ entries: sent }),
    credentials: 'include',
    keepalive,
  }).catch(() => undefined);
}
