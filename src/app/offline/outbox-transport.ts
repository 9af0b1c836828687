import { tokenKey } from '../api/client.ts';
import type { OutboxEntry } from './local-db.ts';
import { kindOf } from './outbox-kinds.ts';
import { currentOfflineUser } from './offline-user.ts';
import type { SendResult } from './replay-outcome.ts';
import { parseRetryAfter } from './retry-delay.ts';

/** For the log only: a paused entry's screen text comes from its state (device-changes/entry-texts.ts). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a log message
const notLoggedIn = 'The user of this change is not logged in';

/** A call that hangs is given up and retried; the key makes the retry safe. */
const timeoutMs = 30_000;

interface Envelope {
  data?: unknown;
  auth?: { token?: string };
  error?: { message?: string; type?: string; data?: unknown };
}

/**
 * One call with the device's token, the entry's key as Idempotency-Key, and no app-wide 401 redirect:
 * the replayer decides what a 401 means. An entry is sent only with its own user's token; without it the
 * answer is a 401 as the server would give.
 */
async function call(
  market: string,
  name: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<SendResult> {
  const token = localStorage.getItem(tokenKey);
  if (!token) return { status: 401, error: { message: notLoggedIn, type: 'UnauthorizedAccess' } };
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`, // eslint-disable-line lingui/no-unlocalized-strings -- an HTTP header
  };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${market}/${name}`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: body instanceof FormData ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const payload = (await response.json().catch(() => null)) as Envelope | null;
  if (payload?.auth?.token && localStorage.getItem(tokenKey) === token) {
    localStorage.setItem(tokenKey, payload.auth.token);
  }
  return {
    status: response.status,
    data: payload?.data,
    error: payload?.error,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
  };
}

export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  if (currentOfflineUser()?.userId !== entry.userId) {
    return { status: 401, error: { message: notLoggedIn, type: 'UnauthorizedAccess' } };
  }
  const kind = kindOf(entry.kind);
  return call(entry.market, kind.call, kind.body(entry.payload, entry.baseVersion), entry.id);
}

/** POST idempotencyAck: the server may forget these keys now. */
export async function acknowledgeKeys(market: string, ids: string[]): Promise<void> {
  const result = await call(market, 'idempotencyAck', { keys: ids });
  if (result.status >= 300) throw new Error(result.error?.message ?? `HTTP ${result.status}`);
}
